/**
 * Comparing two meshes: both are resampled onto one common grid over the area they share, so
 * profiles probed with different grid sizes (or bounds) can be subtracted point by point.
 */

export interface MeshGrid {
  /** Rows along X, one row per Y (Klipper's layout): matrix[y][x]. */
  matrix: number[][]
  min: [number, number]
  max: [number, number]
}

/** Bilinear height of a mesh at (x, y); points outside are clamped to its edge. */
export function sampleMesh(mesh: MeshGrid, x: number, y: number): number {
  const rows = mesh.matrix.length
  const cols = mesh.matrix[0]?.length ?? 0
  if (!rows || !cols) return NaN
  const fx = cols > 1 && mesh.max[0] > mesh.min[0] ? ((x - mesh.min[0]) / (mesh.max[0] - mesh.min[0])) * (cols - 1) : 0
  const fy = rows > 1 && mesh.max[1] > mesh.min[1] ? ((y - mesh.min[1]) / (mesh.max[1] - mesh.min[1])) * (rows - 1) : 0
  const cx = Math.min(cols - 1, Math.max(0, fx))
  const cy = Math.min(rows - 1, Math.max(0, fy))
  const x0 = Math.floor(cx)
  const y0 = Math.floor(cy)
  const x1 = Math.min(cols - 1, x0 + 1)
  const y1 = Math.min(rows - 1, y0 + 1)
  const tx = cx - x0
  const ty = cy - y0
  const m = mesh.matrix
  const top = m[y0][x0] * (1 - tx) + m[y0][x1] * tx
  const bottom = m[y1][x0] * (1 - tx) + m[y1][x1] * tx
  return top * (1 - ty) + bottom * ty
}

/** Resamples a mesh onto a grid of `cols` × `rows` points spanning [min, max]. */
export function resampleMesh(mesh: MeshGrid, min: [number, number], max: [number, number], cols: number, rows: number): MeshGrid {
  const matrix: number[][] = []
  for (let j = 0; j < rows; j++) {
    const y = rows > 1 ? min[1] + ((max[1] - min[1]) * j) / (rows - 1) : min[1]
    const row: number[] = []
    for (let i = 0; i < cols; i++) {
      const x = cols > 1 ? min[0] + ((max[0] - min[0]) * i) / (cols - 1) : min[0]
      row.push(sampleMesh(mesh, x, y))
    }
    matrix.push(row)
  }
  return { matrix, min: [...min], max: [...max] }
}

/**
 * A − B on a common grid: the area both meshes cover (their whole union when they do not overlap),
 * at the finer of the two resolutions. Values rounded to 6 decimals to keep float noise out.
 */
export function meshDifference(a: MeshGrid, b: MeshGrid): MeshGrid | undefined {
  const colsA = a.matrix[0]?.length ?? 0
  const colsB = b.matrix[0]?.length ?? 0
  if (!a.matrix.length || !b.matrix.length || !colsA || !colsB) return undefined
  let min: [number, number] = [Math.max(a.min[0], b.min[0]), Math.max(a.min[1], b.min[1])]
  let max: [number, number] = [Math.min(a.max[0], b.max[0]), Math.min(a.max[1], b.max[1])]
  if (min[0] > max[0] || min[1] > max[1]) {
    min = [Math.min(a.min[0], b.min[0]), Math.min(a.min[1], b.min[1])]
    max = [Math.max(a.max[0], b.max[0]), Math.max(a.max[1], b.max[1])]
  }
  const cols = Math.max(colsA, colsB)
  const rows = Math.max(a.matrix.length, b.matrix.length)
  const ra = resampleMesh(a, min, max, cols, rows)
  const rb = resampleMesh(b, min, max, cols, rows)
  const matrix = ra.matrix.map((row, j) => row.map((v, i) => Math.round((v - rb.matrix[j][i]) * 1e6) / 1e6))
  return { matrix, min, max }
}
