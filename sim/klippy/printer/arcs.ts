/** Splits a G2/G3 arc into straight segments about `resolution` mm long. */
import type { Vec4 } from './types'

export function arcPoints(start: Vec4, end: Vec4, center: [number, number], clockwise: boolean, resolution: number): Vec4[] {
  const [cx, cy] = center
  const r = Math.hypot(start[0] - cx, start[1] - cy)
  const a0 = Math.atan2(start[1] - cy, start[0] - cx)
  const a1 = Math.atan2(end[1] - cy, end[0] - cx)
  let sweep = a1 - a0
  if (clockwise) {
    if (sweep >= -1e-9) sweep -= 2 * Math.PI
  } else if (sweep <= 1e-9) sweep += 2 * Math.PI
  const length = Math.abs(sweep) * r
  const segments = Math.max(1, Math.floor(length / Math.max(resolution, 0.01)))
  const out: Vec4[] = []
  for (let k = 1; k <= segments; k++) {
    const f = k / segments
    const a = a0 + sweep * f
    out.push(
      k === segments
        ? [...end]
        : [cx + r * Math.cos(a), cy + r * Math.sin(a), start[2] + (end[2] - start[2]) * f, start[3] + (end[3] - start[3]) * f],
    )
  }
  return out
}

/** G17/G18/G19: the arc's two plane axes and the helical (linear) one, as toolhead indexes. */
export type ArcPlane = readonly [number, number, number]
export const PLANE_XY: ArcPlane = [0, 1, 2]
export const PLANE_XZ: ArcPlane = [0, 2, 1]
export const PLANE_YZ: ArcPlane = [1, 2, 0]

/** An arc in any of the three planes: `offset` is the centre relative to the start, in the plane's axes. */
export function planeArcPoints(start: Vec4, end: Vec4, offset: [number, number], plane: ArcPlane, clockwise: boolean, resolution: number): Vec4[] {
  const [a, b, h] = plane
  const into = (p: Vec4): Vec4 => [p[a], p[b], p[h], p[3]]
  const s = into(start)
  return arcPoints(s, into(end), [s[0] + offset[0], s[1] + offset[1]], clockwise, resolution).map((q) => {
    const out: Vec4 = [0, 0, 0, q[3]]
    out[a] = q[0]
    out[b] = q[1]
    out[h] = q[2]
    return out
  })
}
