/**
 * The timed move queue behind the toolhead: each queued move has a start and end on the
 * simulated clock, so the live position can be interpolated and the queue can run a
 * little ahead of "now" the way Klipper's lookahead does.
 */
import type { Vec4 } from './types'

export interface TimedMove {
  start: number
  end: number
  from: Vec4
  to: Vec4
}

/** Time for a move of `d` mm at cruise speed `v`, accelerating at `a` from and to `v0`. */
export function moveDuration(d: number, v: number, a: number, v0: number): number {
  if (d <= 0 || v <= 0) return 0
  const start = Math.min(v0, v)
  if (a <= 0) return d / v
  const accelDist = (v * v - start * start) / (2 * a)
  if (2 * accelDist <= d) return (2 * (v - start)) / a + (d - 2 * accelDist) / v
  const peak = Math.sqrt(start * start + a * d)
  return (2 * (peak - start)) / a
}

export class MoveQueue {
  private moves: TimedMove[] = []
  /** Where the toolhead rests once every queued move has run. */
  private restPos: Vec4
  /** Simulated time at which the last queued move ends. */
  printTime = 0

  constructor(start: Vec4) {
    this.restPos = [...start]
  }

  /** Queues a move; it starts when the previous one ends, or shortly after `now` if idle. */
  add(from: Vec4, to: Vec4, duration: number, now: number): TimedMove {
    const start = Math.max(this.printTime, now + 0.05)
    const m: TimedMove = { start, end: start + duration, from: [...from], to: [...to] }
    this.moves.push(m)
    this.printTime = m.end
    return m
  }

  /** A pause in the queue (G4) that lets time pass without moving. */
  dwell(seconds: number, now: number): void {
    this.printTime = Math.max(this.printTime, now + 0.05) + seconds
  }

  isIdle(now: number): boolean {
    return this.printTime <= now
  }

  private prune(now: number): void {
    while (this.moves.length && this.moves[0].end <= now) {
      this.restPos = [...this.moves[0].to]
      this.moves.shift()
    }
  }

  /** Forget pending motion (emergency stop) and stay where the toolhead is now. */
  clear(now: number): Vec4 {
    const here = this.positionAt(now)
    this.moves = []
    this.restPos = here
    this.printTime = now
    return here
  }

  /** Jump without motion (G92-like kinematic resets, homing results). */
  reset(pos: Vec4, now: number): void {
    this.moves = []
    this.restPos = [...pos]
    this.printTime = Math.max(this.printTime, now)
  }

  private current(now: number): TimedMove | undefined {
    this.prune(now)
    const m = this.moves[0]
    return m && m.start <= now ? m : undefined
  }

  positionAt(now: number): Vec4 {
    const m = this.current(now)
    if (!m) return this.moves.length ? [...this.moves[0].from] : [...this.restPos]
    const span = m.end - m.start
    const f = span > 0 ? (now - m.start) / span : 1
    return m.from.map((v, i) => v + (m.to[i] - v) * f) as Vec4
  }

  /** Average speeds of the move under way: [toolhead mm/s, extruder mm/s]. */
  velocityAt(now: number): [number, number] {
    const m = this.current(now)
    if (!m || m.end <= m.start) return [0, 0]
    const dt = m.end - m.start
    const d = Math.hypot(m.to[0] - m.from[0], m.to[1] - m.from[1], m.to[2] - m.from[2])
    return [d / dt, (m.to[3] - m.from[3]) / dt]
  }
}
