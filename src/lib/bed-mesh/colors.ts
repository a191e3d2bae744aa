/** The colour scale of mesh charts: low points blue, level green, high points red. */

const STOPS: [number, [number, number, number]][] = [
  [0, [0.19, 0.21, 0.58]],
  [0.25, [0.2, 0.55, 0.85]],
  [0.5, [0.3, 0.75, 0.4]],
  [0.75, [0.98, 0.78, 0.2]],
  [1, [0.85, 0.17, 0.15]],
]

/** RGB (each 0..1) of a height within [lo, hi]; values outside are clamped. */
export function meshColor(value: number, lo: number, hi: number): [number, number, number] {
  const t = hi > lo ? Math.min(1, Math.max(0, (value - lo) / (hi - lo))) : 0.5
  for (let i = 1; i < STOPS.length; i++) {
    const [t1, c1] = STOPS[i]
    if (t <= t1) {
      const [t0, c0] = STOPS[i - 1]
      const f = (t - t0) / (t1 - t0)
      return [c0[0] + (c1[0] - c0[0]) * f, c0[1] + (c1[1] - c0[1]) * f, c0[2] + (c1[2] - c0[2]) * f]
    }
  }
  return STOPS[STOPS.length - 1][1]
}

export function meshColorCss(value: number, lo: number, hi: number): string {
  const [r, g, b] = meshColor(value, lo, hi)
  return `rgb(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)})`
}

/** Black or white text, whichever reads better on a cell of that colour. */
export function meshTextColor(value: number, lo: number, hi: number): string {
  const [r, g, b] = meshColor(value, lo, hi)
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.55 ? '#111' : '#fff'
}

/** CSS gradient of the whole scale, low to high (for the legend). */
export function meshGradientCss(direction = 'to top'): string {
  return `linear-gradient(${direction}, ${STOPS.map(([t, [r, g, b]]) => `rgb(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)}) ${t * 100}%`).join(', ')})`
}
