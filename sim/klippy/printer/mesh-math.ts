/** The simulated bed surface and mesh interpolation. */

export interface MeshParams {
  min_x: number
  max_x: number
  min_y: number
  max_y: number
  x_count: number
  y_count: number
  mesh_x_pps: number
  mesh_y_pps: number
  algo: string
  tension: number
}

/**
 * Height error of the bed at (x, y) in mm: a shallow bowl, a slight tilt and a gentle wave,
 * the kind of shape a real aluminium bed shows. `jitter` adds probe noise.
 */
export function bedSurface(x: number, y: number, size: [number, number], jitter = 0): number {
  const nx = (x - size[0] / 2) / (size[0] / 2)
  const ny = (y - size[1] / 2) / (size[1] / 2)
  return 0.045 * (nx * nx + ny * ny) - 0.03 + 0.012 * nx - 0.008 * ny + 0.01 * Math.sin(2.6 * nx) * Math.cos(1.9 * ny) + jitter
}

/** Probe points row by row (y outer), alternating direction like Klipper's zig-zag. */
export function probePoints(p: MeshParams): [number, number][][] {
  const rows: [number, number][][] = []
  const dx = p.x_count > 1 ? (p.max_x - p.min_x) / (p.x_count - 1) : 0
  const dy = p.y_count > 1 ? (p.max_y - p.min_y) / (p.y_count - 1) : 0
  for (let j = 0; j < p.y_count; j++) {
    const row: [number, number][] = []
    for (let i = 0; i < p.x_count; i++) row.push([p.min_x + i * dx, p.min_y + j * dy])
    rows.push(row)
  }
  return rows
}

/**
 * Cardinal-spline interpolation of one row, inserting `pps` points between samples: the tangent at a
 * sample is `tension` times the difference of its neighbours, the end samples repeat (as Klipper's
 * bicubic sampling does, so the mesh_matrix values match its own).
 */
function splineRow(values: number[], pps: number, tension: number): number[] {
  const n = values.length
  const at = (i: number) => values[Math.max(0, Math.min(n - 1, i))]
  const out: number[] = []
  for (let i = 0; i < n - 1; i++) {
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    const m1 = tension * (p2 - p0)
    const m2 = tension * (p3 - p1)
    out.push(p1)
    for (let k = 1; k <= pps; k++) {
      const t = k / (pps + 1)
      const t2 = t * t
      const t3 = t2 * t
      out.push((2 * t3 - 3 * t2 + 1) * p1 + (t3 - 2 * t2 + t) * m1 + (-2 * t3 + 3 * t2) * p2 + (t3 - t2) * m2)
    }
  }
  out.push(values[n - 1])
  return out
}

/** One polynomial through every sample of the row (lagrange), evaluated `pps` times between samples. */
function polynomialRow(values: number[], pps: number): number[] {
  const n = values.length
  const out: number[] = []
  const steps = (n - 1) * (pps + 1)
  for (let k = 0; k <= steps; k++) {
    if (k % (pps + 1) === 0) {
      out.push(values[k / (pps + 1)])
      continue
    }
    // Sample positions are 0..n-1; the point sits between them.
    const x = k / (pps + 1)
    let sum = 0
    for (let i = 0; i < n; i++) {
      let w = 1
      for (let j = 0; j < n; j++) if (j !== i) w *= (x - j) / (i - j)
      sum += w * values[i]
    }
    out.push(sum)
  }
  return out
}

function interpolateRow(values: number[], pps: number, algo: string, tension: number): number[] {
  if (values.length < 2 || pps <= 0) return [...values]
  return algo === 'bicubic' ? splineRow(values, pps, tension) : polynomialRow(values, pps)
}

/** The dense mesh_matrix from probed points (rows along X, one row per Y), rounded to 6 places as Klipper reports it. */
export function interpolateMesh(points: number[][], p: MeshParams): number[][] {
  const rows = points.map((r) => interpolateRow(r, p.mesh_x_pps, p.algo, p.tension))
  const cols = rows[0]?.length ?? 0
  const columns: number[][] = []
  for (let c = 0; c < cols; c++) columns.push(interpolateRow(rows.map((r) => r[c]), p.mesh_y_pps, p.algo, p.tension))
  const height = columns[0]?.length ?? 0
  const out: number[][] = []
  for (let r = 0; r < height; r++) out.push(columns.map((col) => Math.round(col[r] * 1e6) / 1e6))
  return out
}
