import { thermalKind, type ThermalKind } from './printer-objects'

/** Default chart colour sets of SPEC §9: 3 for heaters, 2 for beds, 4 for fans, 5 for sensors. */
export const CHART_COLOR_SETS: Record<ThermalKind, string[]> = {
  heater: ['#ef5350', '#ff9800', '#ab47bc'],
  bed: ['#42a5f5', '#26c6da'],
  fan: ['#66bb6a', '#9ccc65', '#d4e157', '#26a69a'],
  sensor: ['#ec407a', '#8d6e63', '#78909c', '#ffca28', '#5c6bc0'],
}

/** A colour per object: the n-th object of a kind takes the n-th colour of its set, wrapping round. */
export function defaultColors(names: string[]): Record<string, string> {
  const counters: Record<ThermalKind, number> = { heater: 0, bed: 0, fan: 0, sensor: 0 }
  const colors: Record<string, string> = {}
  for (const name of names) {
    const kind = thermalKind(name)
    const set = CHART_COLOR_SETS[kind]
    colors[name] = set[counters[kind]++ % set.length]
  }
  return colors
}

/** A hex colour with an alpha (for target and power lines drawn under the temperature). */
export function withAlpha(hex: string, alpha: number): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex)
  if (!m) return hex
  const a = Math.round(Math.min(1, Math.max(0, alpha)) * 255)
  return `#${m[1]}${a.toString(16).padStart(2, '0')}`
}
