/** Small numeric helpers for samples; all ignore non-finite values. */

function finite(values: number[]): number[] {
  return values.filter((v) => Number.isFinite(v))
}

/** Nearest-rank percentile (p in 0–100); null for no samples. */
export function percentile(values: number[], p: number): number | null {
  const sorted = finite(values).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]
}

export function median(values: number[]): number | null {
  return percentile(values, 50)
}

export function max(values: number[]): number | null {
  const v = finite(values)
  return v.length ? Math.max(...v) : null
}

export function mean(values: number[]): number | null {
  const v = finite(values)
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null
}

/** Least-squares slope of y over x (units of y per unit of x); null with fewer than two points. */
export function slope(points: { x: number; y: number }[]): number | null {
  const pts = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y))
  if (pts.length < 2) return null
  const mx = pts.reduce((a, p) => a + p.x, 0) / pts.length
  const my = pts.reduce((a, p) => a + p.y, 0) / pts.length
  let num = 0
  let den = 0
  for (const p of pts) {
    num += (p.x - mx) * (p.y - my)
    den += (p.x - mx) ** 2
  }
  return den === 0 ? null : num / den
}

/** Rounds for reporting: whole numbers from 100 up, one decimal from 10, two below. */
export function round(value: number): number {
  const abs = Math.abs(value)
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : 2
  const f = 10 ** digits
  return Math.round(value * f) / f
}

/**
 * y at x on the line through samples of a growing counter (x ascending), e.g. a cumulative CDP metric
 * read every 100 ms taken at the moment the network went idle; clamped to the first and last
 * samples; null with none.
 */
export function valueAt(points: { x: number; y: number }[], x: number): number | null {
  const pts = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y)).sort((a, b) => a.x - b.x)
  if (pts.length === 0 || !Number.isFinite(x)) return null
  if (x <= pts[0].x) return pts[0].y
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]
    const b = pts[i]
    if (x <= b.x) return b.x === a.x ? b.y : a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x)
  }
  return pts[pts.length - 1].y
}
