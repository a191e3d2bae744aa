import { scanlineCrossings, type Point } from './thumbnail'

/** Feed rates in mm/s, as a PrusaSlicer "0.20mm QUALITY" profile would use. */
export const SPEED = {
  firstLayer: 20,
  perimeter: 45,
  externalPerimeter: 30,
  infill: 70,
  solidInfill: 45,
  vase: 28,
  travel: 150,
  z: 5,
  retract: 35,
} as const

/** The sim printer's max_accel, max_z_accel and square_corner_velocity (default printer.cfg). */
const ACCEL = 3000
const Z_ACCEL = 100
const JUNCTION_SPEED = 5

/**
 * Seconds for a move of `d` mm cruising at `v` mm/s, accelerating at `a` from and back to the
 * corner speed: a trapezoid, as the printer's planner runs it. Slicer estimates model the same.
 */
export function moveSeconds(d: number, v: number, a: number): number {
  if (d <= 0 || v <= 0) return 0
  const corner = Math.min(JUNCTION_SPEED, v)
  const rampDistance = (v * v - corner * corner) / (2 * a)
  if (2 * rampDistance <= d) return (2 * (v - corner)) / a + (d - 2 * rampDistance) / v
  return (2 * (Math.sqrt(corner * corner + a * d) - corner)) / a
}

export const RETRACT_MM = 0.8
const FILAMENT_AREA = Math.PI * 0.875 * 0.875

/** PrusaSlicer's number style: no trailing zeros, no leading zero ('.2', '-.8'). */
export function num(value: number, digits: number): string {
  // Called for every coordinate of every move: plain string work, no regular expressions.
  let s = value.toFixed(digits)
  if (s.indexOf('.') >= 0) {
    let end = s.length
    while (s.charCodeAt(end - 1) === 48) end--
    if (s.charCodeAt(end - 1) === 46) end--
    s = s.slice(0, end)
  }
  if (s === '-0') return '0'
  if (s.startsWith('0.')) return s.slice(1)
  if (s.startsWith('-0.')) return `-${s.slice(2)}`
  return s
}

/**
 * Emits moves and keeps the printer's position, so it can time every move the way the sim
 * executes it and sum the filament.
 */
export class ToolpathWriter {
  readonly lines: string[] = []
  x = 0
  y = 0
  z = 0
  /** Seconds of motion so far. */
  time = 0
  /** Filament pushed, mm. */
  filament = 0
  private feed = 0

  emit(...lines: string[]): void {
    for (const line of lines) this.lines.push(line)
  }

  /** Marks a line to be filled in later (progress lines need the total time). */
  placeholder(): number {
    this.lines.push('')
    return this.lines.length - 1
  }

  setFeed(mmPerSec: number): void {
    const f = Math.round(mmPerSec * 60)
    if (f !== this.feed) {
      this.feed = f
      this.emit(`G1 F${f}`)
    }
  }

  moveZ(z: number): void {
    this.time += moveSeconds(Math.abs(z - this.z), SPEED.z, Z_ACCEL)
    this.z = z
    this.feed = SPEED.z * 60
    this.emit(`G1 Z${num(z, 3)} F${this.feed}`)
  }

  retract(): void {
    this.time += moveSeconds(RETRACT_MM, SPEED.retract, ACCEL)
    this.filament -= RETRACT_MM
    this.feed = SPEED.retract * 60
    this.emit(`G1 E-${num(RETRACT_MM, 5)} F${this.feed}`)
  }

  unretract(): void {
    this.time += moveSeconds(RETRACT_MM, SPEED.retract, ACCEL)
    this.filament += RETRACT_MM
    this.feed = SPEED.retract * 60
    this.emit(`G1 E${num(RETRACT_MM, 5)} F${this.feed}`)
  }

  /** Travel with a retraction when the jump is long enough to string. */
  travel(to: Point): void {
    const dist = Math.hypot(to[0] - this.x, to[1] - this.y)
    if (dist < 0.01) return
    const retract = dist > 2
    if (retract) this.retract()
    this.time += moveSeconds(dist, SPEED.travel, ACCEL)
    this.x = to[0]
    this.y = to[1]
    this.feed = SPEED.travel * 60
    this.emit(`G1 X${num(to[0], 3)} Y${num(to[1], 3)} F${this.feed}`)
    if (retract) this.unretract()
  }

  /** An extruding move of a line `width` wide and `height` high at the current feed rate. */
  extrude(to: Point, width: number, height: number): void {
    const dist = Math.hypot(to[0] - this.x, to[1] - this.y)
    if (dist < 0.01) return
    const e = (dist * width * height) / FILAMENT_AREA
    this.time += moveSeconds(dist, this.feed / 60, ACCEL)
    this.filament += e
    this.x = to[0]
    this.y = to[1]
    this.emit(`G1 X${num(to[0], 3)} Y${num(to[1], 3)} E${num(e, 5)}`)
  }

  /** A closed loop starting at its first point. */
  loop(points: Point[], width: number, height: number): void {
    this.travel(points[0])
    for (let i = 1; i <= points.length; i++) this.extrude(points[i % points.length], width, height)
  }
}

/** Offsets a convex counter-clockwise polygon inwards by `d` mm. */
export function inset(poly: Point[], d: number): Point[] {
  const n = poly.length
  const edges = poly.map((p, i) => {
    const q = poly[(i + 1) % n]
    const len = Math.hypot(q[0] - p[0], q[1] - p[1])
    // Inward normal of a counter-clockwise edge.
    return { p, nx: -(q[1] - p[1]) / len, ny: (q[0] - p[0]) / len }
  })
  return poly.map((_, i) => {
    const a = edges[(i + n - 1) % n]
    const b = edges[i]
    const mx = a.nx + b.nx
    const my = a.ny + b.ny
    const ml = Math.hypot(mx, my)
    // The corner moves along the bisector far enough that both edges move by d.
    const cos = (a.nx * b.nx + a.ny * b.ny + 1) / 2
    const k = d / Math.sqrt(Math.max(cos, 0.05))
    return [poly[i][0] + (mx / ml) * k, poly[i][1] + (my / ml) * k]
  })
}

/**
 * Parallel infill lines inside a convex polygon, alternating direction so the nozzle zig-zags.
 * `alongY` turns the pattern by 90° (alternate layers).
 */
export function infillLines(poly: Point[], spacing: number, alongY: boolean): [Point, Point][] {
  const swap = (p: Point): Point => (alongY ? [p[1], p[0]] : p)
  const pts = poly.map(swap)
  const ys = pts.map((p) => p[1])
  const minY = Math.min(...ys)
  const maxY = Math.max(...ys)
  const lines: [Point, Point][] = []
  let forward = true
  for (let y = minY + spacing / 2; y < maxY; y += spacing) {
    const xs = scanlineCrossings(pts, y)
    if (xs.length < 2) continue
    const x0 = Math.min(...xs)
    const x1 = Math.max(...xs)
    if (x1 - x0 < 0.5) continue
    const a = swap([x0, y])
    const b = swap([x1, y])
    lines.push(forward ? [a, b] : [b, a])
    forward = !forward
  }
  return lines
}
