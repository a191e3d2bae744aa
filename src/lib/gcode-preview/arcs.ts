/** Length of the straight pieces an arc is drawn with (Klipper's default mm_per_arc_segment is 1). */
export const ARC_SEGMENT_MM = 1

/**
 * Points along a G2 (clockwise) or G3 arc from (x0, y0) to (x1, y1) around (x0 + i, y0 + j), the last
 * point being the end itself. Equal start and end make a full circle, as in Klipper.
 */
export function arcPoints(x0: number, y0: number, x1: number, y1: number, i: number, j: number, clockwise: boolean): number[] {
  const cx = x0 + i
  const cy = y0 + j
  const radius = Math.hypot(i, j)
  const a0 = Math.atan2(y0 - cy, x0 - cx)
  let sweep = Math.atan2(y1 - cy, x1 - cx) - a0
  if (clockwise) {
    if (sweep >= -1e-9) sweep -= 2 * Math.PI
  } else if (sweep <= 1e-9) sweep += 2 * Math.PI
  const segments = Math.max(1, Math.ceil((Math.abs(sweep) * radius) / ARC_SEGMENT_MM))
  const out: number[] = []
  for (let s = 1; s < segments; s++) {
    const a = a0 + (sweep * s) / segments
    out.push(cx + radius * Math.cos(a), cy + radius * Math.sin(a))
  }
  out.push(x1, y1)
  return out
}
