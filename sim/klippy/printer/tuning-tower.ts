/**
 * tuning_tower: TUNING_TOWER COMMAND=… PARAMETER=… runs a command with a value computed from
 * the Z height at every extruding move on a new layer, so a test print sweeps a setting.
 */
import type { GcodeCommand } from '../gcode/command'
import { isTraditional } from '../gcode/command'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { GcodeMove } from './gcode-move'
import type { Vec4 } from './types'

/** Extruding this far below the last layer means a new print started: the test ends. */
const CANCEL_Z_DELTA = 2

interface Test {
  format: (v: number) => string
  start: number
  factor: number
  band: number
  stepDelta: number
  stepHeight: number
  skip: number
  lastZ: number
  lastValue?: number
  last: Vec4
}

export class TuningTower {
  private test?: Test

  constructor(
    private readonly gcode: GcodeDispatcher,
    private readonly gcodeMove: GcodeMove,
  ) {}

  get active(): boolean {
    return this.test !== undefined
  }

  valueAt(z: number): number {
    const t = this.test
    if (!t) return 0
    if (t.skip) z = Math.max(0, z - t.skip)
    if (t.stepHeight) return t.start + t.stepDelta * Math.floor(z / t.stepHeight)
    if (t.band) z = (Math.floor(z / t.band) + 0.5) * t.band
    return t.start + z * t.factor
  }

  private begin(gcmd: GcodeCommand): void {
    if (this.test) this.end()
    const command = gcmd.require('COMMAND')
    const parameter = gcmd.require('PARAMETER')
    const start = gcmd.getFloat('START', 0)
    const factor = gcmd.getFloat('FACTOR', 0)
    const band = gcmd.getFloat('BAND', 0, { minval: 0 })
    const stepDelta = gcmd.getFloat('STEP_DELTA', 0)
    const stepHeight = gcmd.getFloat('STEP_HEIGHT', 0, { minval: 0 })
    const skip = gcmd.getFloat('SKIP', 0, { minval: 0 })
    if (factor && (stepHeight || stepDelta)) throw gcmd.error('Cannot specify both FACTOR and STEP_DELTA/STEP_HEIGHT')
    if ((stepDelta !== 0) !== (stepHeight !== 0)) throw gcmd.error('Must specify both STEP_DELTA and STEP_HEIGHT')
    const format = isTraditional(command) ? (v: number) => `${command} ${parameter}${v.toFixed(9)}` : (v: number) => `${command} ${parameter}=${v.toFixed(9)}`
    this.test = { format, start, factor, band, stepDelta, stepHeight, skip, lastZ: -99999999.9, last: [...this.gcodeMove.lastPosition] }
    const parts = [`start=${start.toFixed(6)}`]
    if (factor) {
      parts.push(`factor=${factor.toFixed(6)}`)
      if (band) parts.push(`band=${band.toFixed(6)}`)
    } else parts.push(`step_delta=${stepDelta.toFixed(6)}`, `step_height=${stepHeight.toFixed(6)}`)
    if (skip) parts.push(`skip=${skip.toFixed(6)}`)
    gcmd.respondInfo(`Starting tuning test (${parts.join(' ')})`)
  }

  end(): void {
    if (!this.test) return
    this.test = undefined
    this.gcode.respondInfo('Ending tuning test mode')
  }

  /** Called before every move: on an extruding move at a new height, runs the command with its new value. */
  async beforeMove(pos: Vec4): Promise<void> {
    const t = this.test
    if (!t) return
    const last = t.last
    t.last = [...pos]
    if (!(pos[3] > last[3] && pos[2] !== t.lastZ && pos.slice(0, 3).some((v, i) => v !== last[i]))) return
    if (pos[2] < t.lastZ - CANCEL_Z_DELTA) {
      this.end()
      return
    }
    const value = this.valueAt(this.gcodeMove.gcodePosition()[2])
    t.lastZ = pos[2]
    if (value === t.lastValue) return
    t.lastValue = value
    await this.gcode.runScript(t.format(value))
  }

  register(): void {
    this.gcode.register('TUNING_TOWER', (c) => this.begin(c), 'Change a setting with the Z height of a test print')
  }
}
