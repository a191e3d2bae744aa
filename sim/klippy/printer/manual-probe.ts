/**
 * manual_probe: the "paper test" helper (MANUAL_PROBE, Z_ENDSTOP_CALIBRATE) with its session
 * commands ACCEPT/NEXT/ABORT/TESTZ, the manual_probe object, and Z_OFFSET_APPLY_ENDSTOP. Klipper
 * always loads it; the session commands exist only while a session runs.
 */
import type { GcodeCommand } from '../gcode/command'
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { PendingConfig } from './bed-mesh'
import type { GcodeMove } from './gcode-move'
import type { Toolhead } from './toolhead'
import type { Status, StatusObject } from './types'

/** Below this the nozzle first lifts, then comes down to the asked height (backlash). */
const Z_BOB_MINIMUM = 0.5
/** The largest step TESTZ Z=+ / Z=- takes. */
const BISECT_MAX = 0.2

interface Session {
  speed: number
  start: number[]
  past: number[]
  done(z: number | undefined, by: GcodeCommand): void | Promise<void>
}

export class ManualProbe implements StatusObject {
  private status: Status = ManualProbe.idle()
  private session?: Session

  constructor(
    private readonly gcode: GcodeDispatcher,
    private readonly toolhead: Toolhead,
  ) {}

  private static idle(): Status {
    return { is_active: false, z_position: null, z_position_lower: null, z_position_upper: null }
  }

  get active(): boolean {
    return this.session !== undefined
  }

  /**
   * Starts a session; `done` gets the accepted Z, or undefined when it was aborted, and the command
   * that ended it (ACCEPT waits for what `done` does, as Klipper runs the next probe point within it).
   */
  start(gcmd: GcodeCommand, done: Session['done']): void {
    if (this.session) throw gcmd.error('Already in a manual Z probe. Use ABORT to abort it.')
    this.session = { speed: gcmd.getFloat('SPEED', 5), start: [...this.toolhead.position], past: [], done }
    const g = this.gcode
    g.register('ACCEPT', (c) => this.accept(c), 'Take the current Z height as the probed one')
    g.register('NEXT', (c) => this.accept(c))
    g.register('ABORT', (c) => this.finish(false, c), 'Leave the manual probe without a result')
    g.register('TESTZ', (c) => this.testz(c), 'Move the nozzle to a new test height')
    gcmd.respondInfo('Starting manual Z probe. Use TESTZ to adjust position.\nFinish with ACCEPT or ABORT command.')
    this.report(gcmd)
  }

  private report(gcmd: GcodeCommand, prev?: number): void {
    const z = this.toolhead.position[2]
    if (prev !== undefined && z === prev) gcmd.respondInfo('WARNING: No change in position (reached stepper resolution)')
    const past = this.session?.past ?? []
    const lower = [...past].reverse().find((p) => p < z) ?? null
    const upper = past.find((p) => p > z) ?? null
    this.status = { is_active: true, z_position: z, z_position_lower: lower, z_position_upper: upper }
    const fmt = (v: number | null) => (v === null ? '??????' : v.toFixed(3))
    gcmd.respondInfo(`Z position: ${fmt(lower)} --> ${z.toFixed(3)} <-- ${fmt(upper)}`)
  }

  private async testz(gcmd: GcodeCommand): Promise<void> {
    const s = this.session
    if (!s) return
    const z = this.toolhead.position[2]
    if (!s.past.includes(z)) {
      s.past.push(z)
      s.past.sort((a, b) => a - b)
    }
    const req = gcmd.get('Z')
    let next: number
    if (req === '+' || req === '++') {
      const above = s.past.find((p) => p > z) ?? 9999999999999.9
      next = Math.min(req === '+' ? (above + z) / 2 : above, z + BISECT_MAX)
    } else if (req === '-' || req === '--') {
      const below = [...s.past].reverse().find((p) => p < z) ?? -9999999999999.9
      next = Math.max(req === '-' ? (below + z) / 2 : below, z - BISECT_MAX)
    } else next = z + gcmd.getFloat('Z', undefined)!
    try {
      if (this.toolhead.position[2] < next + Z_BOB_MINIMUM) await this.toolhead.manualMove([undefined, undefined, next + Z_BOB_MINIMUM], s.speed)
      await this.toolhead.manualMove([undefined, undefined, next], s.speed)
    } catch (e) {
      await this.finish(false, gcmd)
      throw e
    }
    this.report(gcmd, z)
  }

  private async accept(gcmd: GcodeCommand): Promise<void> {
    const s = this.session
    if (!s) return
    const pos = this.toolhead.position
    if (pos[0] !== s.start[0] || pos[1] !== s.start[1] || pos[2] >= s.start[2]) {
      gcmd.respondInfo('Manual probe failed! Use TESTZ commands to position the\nnozzle prior to running ACCEPT.')
      await this.finish(false, gcmd)
      return
    }
    await this.finish(true, gcmd)
  }

  private async finish(success: boolean, by: GcodeCommand): Promise<void> {
    const s = this.session
    this.session = undefined
    this.status = ManualProbe.idle()
    for (const name of ['ACCEPT', 'NEXT', 'ABORT', 'TESTZ']) this.gcode.unregister(name)
    await s?.done(success ? this.toolhead.position[2] : undefined, by)
  }

  /** MANUAL_PROBE always; Z_ENDSTOP_CALIBRATE and Z_OFFSET_APPLY_ENDSTOP when stepper_z has a position_endstop. */
  register(zEndstop: number | undefined, gcodeMove: GcodeMove, pending: PendingConfig): void {
    const g = this.gcode
    g.register('MANUAL_PROBE', (c) => this.start(c, (z) => void (z !== undefined && c.respondInfo(`Z position is ${z.toFixed(3)}`))), 'Find the bed height by hand (paper test)')
    if (zEndstop === undefined) return
    const saveEndstop = (c: GcodeCommand, value: number) => {
      c.respondInfo(`stepper_z: position_endstop: ${value.toFixed(3)}\nSAVE_CONFIG will write this to printer.cfg and restart the printer.`)
      pending.set('stepper_z', 'position_endstop', value.toFixed(3))
    }
    g.register('Z_ENDSTOP_CALIBRATE', (c) => this.start(c, (z) => void (z !== undefined && saveEndstop(c, zEndstop - z))), 'Find the Z endstop position by hand')
    g.register(
      'Z_OFFSET_APPLY_ENDSTOP',
      (c) => {
        const offset = gcodeMove.homingPosition[2]
        if (offset === 0) c.respondInfo('Nothing to do: Z Offset is 0')
        else saveEndstop(c, zEndstop - offset)
      },
      "Fold the current Z offset into stepper_z's position_endstop",
    )
  }

  getStatus(): Status {
    return { ...this.status }
  }
}
