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

/** A file of a picked folder and the sub-folder it goes to, relative to where the upload lands. */
export interface FolderUpload<F> {
  file: F
  dir: string
}

/**
 * The files of a folder picked with <input webkitdirectory>, each with the folder it sits in
 * ('prints/parts/gear.gcode' → 'prints/parts'), so the upload rebuilds the tree. Hidden files
 * ('.DS_Store', anything in '.git/') never go; with `accepts` only those extensions do.
 */
export function folderUploads<F extends { name: string; webkitRelativePath: string }>(files: readonly F[], accepts: readonly string[] = []): FolderUpload<F>[] {
  const out: FolderUpload<F>[] = []
  for (const file of files) {
    const parts = (file.webkitRelativePath || file.name).split('/').filter(Boolean)
    if (parts.some((p) => p.startsWith('.'))) continue
    const name = parts[parts.length - 1] ?? file.name
    const dot = name.lastIndexOf('.')
    if (accepts.length && (dot <= 0 || !accepts.includes(name.slice(dot).toLowerCase()))) continue
    out.push({ file, dir: parts.slice(0, -1).join('/') })
  }
  return out
}
