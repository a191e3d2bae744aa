/** Transfer progress figures of SPEC §3: percent, speed and its unit (decimal kB, MB, GB). */
export type TransferUnit = 'kB' | 'MB' | 'GB'

export function transferRate(bytesPerSecond: number): { speed: number; unit: TransferUnit } {
  const bps = Number.isFinite(bytesPerSecond) && bytesPerSecond > 0 ? bytesPerSecond : 0
  if (bps >= 1e9) return { speed: round2(bps / 1e9), unit: 'GB' }
  if (bps >= 1e6) return { speed: round2(bps / 1e6), unit: 'MB' }
  return { speed: round2(bps / 1e3), unit: 'kB' }
}

/** Whole percent, never past 100 (a server may report more bytes than the file has). */
export function transferPercent(loaded: number, size: number): number {
  if (!size || size <= 0) return loaded > 0 ? 100 : 0
  return Math.min(100, Math.floor((loaded / size) * 100))
}

function round2(n: number): number {
  return Math.round(n * 100) / 100
}
