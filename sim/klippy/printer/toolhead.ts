/**
 * The toolhead: commanded position, homing state, travel limits, velocity limits and the
 * timed move queue. Moves take simulated time (distance over speed with acceleration at
 * both ends); the G-code side only waits when the queue runs too far ahead of the clock.
 */
import { CommandError } from '../gcode/command'
import type { SimClock } from '../clock'
import { MoveQueue, moveDuration } from './motion-planner'
import { round, type Settings, type Status, type StatusObject, type Vec4 } from './types'

export const AXES = ['x', 'y', 'z'] as const
export type Axis = (typeof AXES)[number]

export interface ExtruderLimits {
  canExtrude(): boolean
  maxExtrudeOnlyDistance: number
  maxExtrudeOnlyVelocity: number
  maxExtrudeOnlyAccel: number
  nozzleDiameter: number
  filamentArea: number
  maxExtrudeRatio: number
}

export interface RailConfig {
  min: number
  max: number
  endstop: number
  homingSpeed: number
  secondHomingSpeed: number
  retractSpeed: number
  retractDist: number
}

export interface ToolheadDeps {
  clock: SimClock
  /** Throws the shutdown message once the printer has shut down. */
  checkShutdown(): void
  /** Motion happened (idle_timeout, steppers, controller fan). */
  onMotion(): void
  /** Filament was pushed forward (print_stats starts its print clock). */
  onExtrude?(now: number): void
  /** A module moved the toolhead directly; gcode_move re-reads its position. */
  onManualMove?(): void
}

function fmtPos(p: Vec4): string {
  return `${p[0].toFixed(3)} ${p[1].toFixed(3)} ${p[2].toFixed(3)} [${p[3].toFixed(3)}]`
}

export class Toolhead implements StatusObject {
  position: Vec4 = [0, 0, 0, 0]
  readonly homed = new Set<Axis>()
  readonly queue = new MoveQueue([0, 0, 0, 0])
  maxVelocity: number
  maxAccel: number
  minimumCruiseRatio: number
  squareCornerVelocity: number
  readonly maxZVelocity: number
  readonly maxZAccel: number
  extruderName = 'extruder'
  extruder?: ExtruderLimits
  /** Stepper name → enabled. */
  readonly steppers: Record<string, boolean> = {}
  private prevDir?: { dir: number[]; v: number }
  /** How far (simulated seconds) the queue may run ahead before G-code waits. */
  private readonly bufferTime: number

  constructor(
    printerCfg: Settings,
    readonly rails: Record<Axis, RailConfig>,
    private readonly deps: ToolheadDeps,
    stepperNames: string[],
  ) {
    this.maxVelocity = Number(printerCfg.max_velocity)
    this.maxAccel = Number(printerCfg.max_accel)
    this.minimumCruiseRatio = Number(printerCfg.minimum_cruise_ratio ?? 0.5)
    this.squareCornerVelocity = Number(printerCfg.square_corner_velocity ?? 5)
    this.maxZVelocity = Number(printerCfg.max_z_velocity ?? this.maxVelocity)
    this.maxZAccel = Number(printerCfg.max_z_accel ?? this.maxAccel)
    for (const s of stepperNames) this.steppers[s] = false
    // About two seconds of lookahead, like Klipper; at high time scales at least 100 ms of
    // real time, so a busy host does not starve the queue between wake-ups.
    this.bufferTime = Math.max(2, 0.1 * deps.clock.timeScale)
  }

  homedAxes(): string {
    return AXES.filter((a) => this.homed.has(a)).join('')
  }

  private enable(names: string[]): void {
    for (const n of names) if (n in this.steppers) this.steppers[n] = true
  }

  motorsOff(): void {
    this.homed.clear()
    for (const k of Object.keys(this.steppers)) this.steppers[k] = false
  }

  private checkLimits(to: Vec4): void {
    for (let i = 0; i < 3; i++) {
      if (to[i] === this.position[i]) continue
      const axis = AXES[i]
      if (!this.homed.has(axis)) throw new CommandError(`Must home axis first: ${fmtPos(to)}`)
      const r = this.rails[axis]
      if (to[i] < r.min - 1e-9 || to[i] > r.max + 1e-9) throw new CommandError(`Move out of range: ${fmtPos(to)}`)
    }
  }

  /** Validates, times and queues one move; resolves once the queue has room again. */
  async move(to: Vec4, speed: number): Promise<void> {
    this.deps.checkShutdown()
    const d = [0, 1, 2, 3].map((i) => to[i] - this.position[i])
    const xyz = Math.hypot(d[0], d[1], d[2])
    if (xyz === 0 && d[3] === 0) return
    this.checkLimits(to)
    let v = Math.min(speed, this.maxVelocity)
    let a = this.maxAccel
    let dist = xyz
    if (d[2] !== 0 && xyz > 0) {
      const zRatio = xyz / Math.abs(d[2])
      v = Math.min(v, this.maxZVelocity * zRatio)
      a = Math.min(a, this.maxZAccel * zRatio)
    }
    if (d[3] !== 0) {
      const ex = this.extruder
      if (!ex) throw new CommandError('Extrude when no extruder present')
      if (!ex.canExtrude()) throw new CommandError("Extrude below minimum temp\nSee the 'min_extrude_temp' config option for details")
      const ratio = xyz > 0 ? d[3] / xyz : d[3] > 0 ? 1 : -1
      if ((d[0] === 0 && d[1] === 0) || ratio < 0) {
        if (Math.abs(d[3]) > ex.maxExtrudeOnlyDistance) {
          throw new CommandError(
            `Extrude only move too long (${Math.abs(d[3]).toFixed(3)}mm vs ${ex.maxExtrudeOnlyDistance.toFixed(3)}mm)\nSee the 'max_extrude_only_distance' config option for details`,
          )
        }
        const inv = 1 / Math.abs(ratio)
        v = Math.min(v, ex.maxExtrudeOnlyVelocity * inv)
        a = Math.min(a, ex.maxExtrudeOnlyAccel * inv)
      } else if (ratio > ex.maxExtrudeRatio && d[3] > ex.nozzleDiameter * ex.maxExtrudeRatio) {
        throw new CommandError(
          `Move exceeds maximum extrusion (${(ratio * ex.filamentArea).toFixed(3)}mm^2 vs ${(ex.maxExtrudeRatio * ex.filamentArea).toFixed(3)}mm^2)\nSee the 'max_extrude_cross_section' config option for details`,
        )
      }
      if (xyz === 0) dist = Math.abs(d[3])
    }
    const now = this.deps.clock.now()
    const duration = moveDuration(dist, v, a, this.junctionSpeed(d, xyz, v, a, now))
    const m = this.queue.add(this.position, to, duration, now)
    if (d[3] > 0) this.deps.onExtrude?.(m.start)
    this.position = [...to]
    this.enable(xyz > 0 ? ['stepper_x', 'stepper_y', 'stepper_z'] : [])
    if (d[3] !== 0) this.enable([this.extruderName])
    this.deps.onMotion()
    await this.throttle()
  }

  /**
   * Speed the toolhead can carry through the corner from the previous move into this one
   * (Klipper's junction deviation model); moves start and end at it. Zero from rest.
   */
  private junctionSpeed(d: number[], xyz: number, v: number, a: number, now: number): number {
    const prev = this.prevDir
    if (xyz === 0) {
      this.prevDir = undefined
      return 0
    }
    const dir = [d[0] / xyz, d[1] / xyz, d[2] / xyz]
    this.prevDir = { dir, v }
    if (!prev || this.queue.isIdle(now)) return 0
    const cosTheta = Math.max(-0.999999, Math.min(0.999999, -(dir[0] * prev.dir[0] + dir[1] * prev.dir[1] + dir[2] * prev.dir[2])))
    const sinHalf = Math.sqrt(0.5 * (1 - cosTheta))
    const deviation = (this.squareCornerVelocity ** 2 * (Math.SQRT2 - 1)) / a
    const r = (deviation * sinHalf) / (1 - sinHalf)
    return Math.min(Math.sqrt(a * r), v, prev.v)
  }

  /** Moves only the given axes (manual_move); others stay. */
  async manualMove(coords: (number | undefined)[], speed: number): Promise<void> {
    const to = this.position.map((v, i) => coords[i] ?? v) as Vec4
    try {
      await this.move(to, speed)
    } finally {
      this.deps.onManualMove?.()
    }
  }

  private async throttle(): Promise<void> {
    const { clock } = this.deps
    while (this.queue.printTime - clock.now() > this.bufferTime) {
      await clock.sleep(this.queue.printTime - clock.now() - this.bufferTime / 2)
      this.deps.checkShutdown()
    }
  }

  dwell(seconds: number): Promise<void> {
    this.queue.dwell(Math.max(0, seconds), this.deps.clock.now())
    this.deps.onMotion()
    return this.throttle()
  }

  /** M400: wait until every queued move has run. */
  async waitMoves(): Promise<void> {
    const { clock } = this.deps
    while (!this.queue.isIdle(clock.now())) {
      await clock.sleep(Math.min(this.queue.printTime - clock.now() + 0.001, this.bufferTime))
      this.deps.checkShutdown()
    }
  }

  /** Declares a position without moving (G92 on the kinematics, homing results). */
  setPosition(pos: Vec4, homingAxes: Axis[] = []): void {
    this.position = [...pos]
    this.queue.reset(pos, this.deps.clock.now())
    for (const a of homingAxes) this.homed.add(a)
  }

  /** Homes one axis: travel to the endstop, back off, touch again slowly. */
  async homeAxis(axis: Axis): Promise<void> {
    await this.waitMoves()
    const i = AXES.indexOf(axis)
    const rail = this.rails[axis]
    const travel = this.homed.has(axis) ? Math.abs(this.position[i] - rail.endstop) : (rail.max - rail.min) * 0.4
    const retract = rail.retractDist > 0 ? rail.retractDist / rail.retractSpeed + rail.retractDist / rail.secondHomingSpeed : 0
    const duration = travel / rail.homingSpeed + retract
    const target = [...this.position] as Vec4
    target[i] = rail.endstop
    this.enable(['stepper_x', 'stepper_y', 'stepper_z'])
    this.deps.onMotion()
    const now = this.deps.clock.now()
    this.queue.add(this.position, target, duration, now)
    this.position = target
    await this.waitMoves()
    this.homed.add(axis)
  }

  /** Emergency stop: drop whatever is queued. */
  halt(): void {
    this.position = this.queue.clear(this.deps.clock.now())
  }

  livePosition(now: number): Vec4 {
    return this.queue.positionAt(now)
  }

  getStatus(eventtime: number): Status {
    const lim = (k: 'min' | 'max') => [this.rails.x[k], this.rails.y[k], this.rails.z[k], 0]
    return {
      homed_axes: this.homedAxes(),
      axis_minimum: lim('min'),
      axis_maximum: lim('max'),
      print_time: round(Math.max(this.queue.printTime, eventtime) - 1000, 3),
      stalls: 0,
      estimated_print_time: round(eventtime - 1000, 3),
      extruder: this.extruderName,
      position: this.position.map((v) => round(v, 6)),
      max_velocity: this.maxVelocity,
      max_accel: this.maxAccel,
      minimum_cruise_ratio: this.minimumCruiseRatio,
      square_corner_velocity: this.squareCornerVelocity,
      // Klipper v0.13: axes beyond XYZ by name → index in position (the active extruder is the first).
      extra_axes: { [this.extruderName]: 3 },
    }
  }
}

/** The motion_report object: where the toolhead is right now, between queued positions. */
export function motionReport(toolhead: Toolhead): StatusObject {
  return {
    getStatus: (t: number) => {
      const [v, ev] = toolhead.queue.velocityAt(t)
      return {
        live_position: toolhead.livePosition(t).map((x) => round(x, 4)),
        live_velocity: round(v, 2),
        live_extruder_velocity: round(ev, 2),
        steppers: ['extruder', 'stepper_x', 'stepper_y', 'stepper_z'].filter((n) => n in toolhead.steppers),
        trapq: ['extruder', 'toolhead'],
      }
    },
  }
}
