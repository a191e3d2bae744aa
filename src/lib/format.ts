/** Display formatting of SPEC §9. Pure functions; components never format numbers inline. */

/** Temperatures in °C with one decimal. */
export function formatTemperature(celsius: number | null | undefined): string {
  if (celsius === null || celsius === undefined || Number.isNaN(celsius)) return '-'
  return `${celsius.toFixed(1)}°C`
}

/** Lengths: mm up to 100, cm above 100 mm, m from 1000 mm. */
export function formatLength(mm: number): string {
  if (mm >= 1000) return `${(mm / 1000).toFixed(2)} m`
  if (mm > 100) return `${(mm / 10).toFixed(1)} cm`
  return `${mm.toFixed(1)} mm`
}

/** Weights: g below 1000, kg from 1000 g. */
export function formatWeight(g: number): string {
  return g >= 1000 ? `${(g / 1000).toFixed(2)} kg` : `${g.toFixed(1)} g`
}

/** Bytes in the largest unit that keeps the number at least 1 (1024-based, like a file manager). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-'
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`
}

/** Seconds as '1d 2h 3m 4s', dropping leading zero units ('3m 4s'); '0s' for nothing. */
export function formatDuration(seconds: number | null | undefined): string {
  if (!seconds || seconds < 0 || !Number.isFinite(seconds)) return '0s'
  let s = Math.round(seconds)
  const d = Math.floor(s / 86400)
  s -= d * 86400
  const h = Math.floor(s / 3600)
  s -= h * 3600
  const m = Math.floor(s / 60)
  s -= m * 60
  const parts: string[] = []
  if (d) parts.push(`${d}d`)
  if (d || h) parts.push(`${h}h`)
  if (d || h || m) parts.push(`${m}m`)
  parts.push(`${s}s`)
  return parts.join(' ')
}

/** Disk use as a floored percentage. */
export function formatPercentFloor(used: number, total: number): string {
  if (!total) return '0%'
  return `${Math.floor((used / total) * 100)}%`
}
