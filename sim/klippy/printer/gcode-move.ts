/**
 * G-code coordinate handling (Klipper's gcode_move): absolute/relative modes, G92 and
 * SET_GCODE_OFFSET origins, speed and extrusion overrides, saved states, and the commands
 * that move the toolhead (G0/G1, G2/G3, G4, G28 hand-off, M114, GET_POSITION).
 */
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { GcodeCommand } from '../gcode/command'
import type { Toolhead } from './toolhead'
import { round, type Status, type StatusObject, type Vec4 } from './types'
import { PLANE_XY, PLANE_XZ, PLANE_YZ, planeArcPoints, type ArcPlane } from './arcs'

/** Something between gcode_move and the toolhead that may swallow moves (exclude_object). */
export interface MoveFilter {
  /** Returns true when the move was handled (skipped) and must not reach the toolhead. */
  filter(to: Vec4, speed: number): boolean
  /** The toolhead position as gcode_move should see it (with skipped moves accounted for). */
  position(): Vec4 | undefined
}

interface SavedState {
  absoluteCoord: boolean
  absoluteExtrude: boolean
  basePosition: Vec4
  lastPosition: Vec4
  homingPosition: Vec4
  speed: number
  speedFactor: number
  extrudeFactor: number
}

export class GcodeMove implements StatusObject {
  absoluteCoord = true
  absoluteExtrude = true
  basePosition: Vec4 = [0, 0, 0, 0]
  lastPosition: Vec4 = [0, 0, 0, 0]
  homingPosition: Vec4 = [0, 0, 0, 0]
  /** mm/s, with the speed override applied. */
  speed = 25
  /** M220 override divided by 60, as Klipper keeps it (F is mm/min). */
  speedFactor = 1 / 60
  extrudeFactor = 1
  /** G17/G18/G19: the plane G2/G3 arcs are drawn in. */
  arcPlane: ArcPlane = PLANE_XY
  moveFilter?: MoveFilter
  /** TUNING_TOWER watches every move before it runs. */
  beforeMove?: (pos: Vec4) => Promise<void>
  private readonly saved = new Map<string, SavedState>()

  constructor(private readonly toolhead: Toolhead) {}

  /** Re-reads the position from the toolhead (after homing, errors, G92 on the kinematics). */
  resetLastPosition(): void {
    this.lastPosition = [...(this.moveFilter?.position() ?? this.toolhead.position)]
  }

  async moveTo(pos: Vec4, speed: number): Promise<void> {
    if (this.beforeMove) await this.beforeMove(pos)
    if (this.moveFilter?.filter(pos, speed)) return
    await this.toolhead.move(pos, speed)
  }

  gcodePosition(): Vec4 {
    const p = this.lastPosition.map((v, i) => v - this.basePosition[i]) as Vec4
    p[3] /= this.extrudeFactor
    return p
  }

  /** After G28 the homed axes take the SET_GCODE_OFFSET origin. */
  afterHoming(axes: number[]): void {
    this.resetLastPosition()
    for (const a of axes) this.basePosition[a] = this.homingPosition[a]
  }

  private parseMoveParams(gcmd: GcodeCommand): void {
    const p = gcmd.params
    for (const [i, axis] of (['X', 'Y', 'Z'] as const).entries()) {
      if (!(axis in p)) continue
      const v = this.parseNumber(gcmd, p[axis])
      if (this.absoluteCoord) this.lastPosition[i] = v + this.basePosition[i]
      else this.lastPosition[i] += v
    }
    if ('E' in p) {
      const v = this.parseNumber(gcmd, p.E) * this.extrudeFactor
      if (!this.absoluteCoord || !this.absoluteExtrude) this.lastPosition[3] += v
      else this.lastPosition[3] = v + this.basePosition[3]
    }
    if ('F' in p) {
      const f = this.parseNumber(gcmd, p.F)
      if (f <= 0) throw gcmd.error(`Invalid speed in '${gcmd.commandLine}'`)
      this.speed = f * this.speedFactor
    }
  }

  private parseNumber(gcmd: GcodeCommand, raw: string): number {
    const t = raw.trim()
    if (!/^[-+]?(\d+\.?\d*|\.\d+)(E[-+]?\d+)?$/i.test(t)) throw gcmd.error(`Unable to parse move '${gcmd.commandLine}'`)
    return Number(t)
  }

  async cmdG1(gcmd: GcodeCommand): Promise<void> {
    this.parseMoveParams(gcmd)
    await this.moveTo([...this.lastPosition], this.speed)
  }

  /** G2/G3 with I/J centre offsets; the arc is split into short straight moves. */
  async cmdArc(gcmd: GcodeCommand, clockwise: boolean, resolution: number): Promise<void> {
    if (!this.absoluteCoord) throw gcmd.error('G2/G3 does not support relative move mode')
    if ('R' in gcmd.params) throw gcmd.error('G2/G3 does not support R moves')
    const start = [...this.lastPosition] as Vec4
    const [first, second] = this.arcPlane === PLANE_XY ? ['I', 'J'] : this.arcPlane === PLANE_XZ ? ['I', 'K'] : ['J', 'K']
    const offset: [number, number] = [gcmd.getFloat(first, 0), gcmd.getFloat(second, 0)]
    if (offset[0] === 0 && offset[1] === 0) throw gcmd.error('G2/G3 requires IJ, IK or JK parameters')
    this.parseMoveParams(gcmd)
    const end = [...this.lastPosition] as Vec4
    for (const p of planeArcPoints(start, end, offset, this.arcPlane, clockwise, resolution)) await this.moveTo(p, this.speed)
  }

  cmdG92(gcmd: GcodeCommand): void {
    let any = false
    for (const [i, axis] of (['X', 'Y', 'Z', 'E'] as const).entries()) {
      const v = gcmd.getFloat(axis)
      if (v === undefined) continue
      any = true
      this.basePosition[i] = this.lastPosition[i] - (axis === 'E' ? v * this.extrudeFactor : v)
    }
    if (!any) this.basePosition = [...this.lastPosition]
  }

  cmdM220(gcmd: GcodeCommand): void {
    const value = gcmd.getFloat('S', 100, { above: 0 }) / (60 * 100)
    this.speed = this.speed / this.speedFactor * value
    this.speedFactor = value
  }

  cmdM221(gcmd: GcodeCommand): void {
    const factor = gcmd.getFloat('S', 100, { above: 0 }) / 100
    const lastE = this.lastPosition[3]
    const e = (lastE - this.basePosition[3]) / this.extrudeFactor
    this.basePosition[3] = lastE - e * factor
    this.extrudeFactor = factor
  }

  async cmdSetGcodeOffset(gcmd: GcodeCommand): Promise<void> {
    const delta: Vec4 = [0, 0, 0, 0]
    for (const [i, axis] of (['X', 'Y', 'Z', 'E'] as const).entries()) {
      let offset = gcmd.getFloat(axis)
      if (offset === undefined) {
        const adj = gcmd.getFloat(`${axis}_ADJUST`)
        if (adj === undefined) continue
        offset = adj + this.homingPosition[i]
      }
      delta[i] = offset - this.homingPosition[i]
      this.basePosition[i] += delta[i]
      this.homingPosition[i] = offset
    }
    if (gcmd.getInt('MOVE', 0)) {
      const speed = gcmd.getFloat('MOVE_SPEED', this.speed, { above: 0 })
      for (let i = 0; i < 4; i++) this.lastPosition[i] += delta[i]
      await this.moveTo([...this.lastPosition], speed)
    }
  }

  cmdSaveState(gcmd: GcodeCommand): void {
    this.saved.set(gcmd.get('NAME', 'default').toLowerCase(), {
      absoluteCoord: this.absoluteCoord,
      absoluteExtrude: this.absoluteExtrude,
      basePosition: [...this.basePosition],
      lastPosition: [...this.lastPosition],
      homingPosition: [...this.homingPosition],
      speed: this.speed,
      speedFactor: this.speedFactor,
      extrudeFactor: this.extrudeFactor,
    })
  }

  async cmdRestoreState(gcmd: GcodeCommand): Promise<void> {
    const name = gcmd.get('NAME', 'default')
    const st = this.saved.get(name.toLowerCase())
    if (!st) throw gcmd.error(`Unknown g-code state: ${name}`)
    this.absoluteCoord = st.absoluteCoord
    this.absoluteExtrude = st.absoluteExtrude
    this.basePosition = [...st.basePosition]
    this.homingPosition = [...st.homingPosition]
    this.speed = st.speed
    this.speedFactor = st.speedFactor
    this.extrudeFactor = st.extrudeFactor
    // Keep the extruder where it is now: only the coordinate frame is restored.
    this.basePosition[3] += this.lastPosition[3] - st.lastPosition[3]
    if (gcmd.getInt('MOVE', 0)) {
      const speed = gcmd.getFloat('MOVE_SPEED', this.speed, { above: 0 })
      for (let i = 0; i < 3; i++) this.lastPosition[i] = st.lastPosition[i]
      await this.moveTo([...this.lastPosition], speed)
    }
  }

  register(gcode: GcodeDispatcher, arcResolution?: number): void {
    gcode.register('G1', (c) => this.cmdG1(c))
    gcode.register('G0', (c) => this.cmdG1(c))
    if (arcResolution !== undefined) {
      gcode.register('G2', (c) => this.cmdArc(c, true, arcResolution))
      gcode.register('G3', (c) => this.cmdArc(c, false, arcResolution))
      gcode.register('G17', () => void (this.arcPlane = PLANE_XY))
      gcode.register('G18', () => void (this.arcPlane = PLANE_XZ))
      gcode.register('G19', () => void (this.arcPlane = PLANE_YZ))
    }
    gcode.register('G20', (c) => {
      throw c.error('Machine does not support G20 (inches) command')
    })
    gcode.register('G21', () => {})
    gcode.register('M82', () => void (this.absoluteExtrude = true))
    gcode.register('M83', () => void (this.absoluteExtrude = false))
    gcode.register('G90', () => void (this.absoluteCoord = true))
    gcode.register('G91', () => void (this.absoluteCoord = false))
    gcode.register('G92', (c) => this.cmdG92(c))
    gcode.register('M220', (c) => this.cmdM220(c))
    gcode.register('M221', (c) => this.cmdM221(c))
    gcode.register('M114', (c) => {
      const p = this.gcodePosition()
      c.respondRaw(`X:${p[0].toFixed(3)} Y:${p[1].toFixed(3)} Z:${p[2].toFixed(3)} E:${p[3].toFixed(3)}`)
    })
    gcode.register('SET_GCODE_OFFSET', (c) => this.cmdSetGcodeOffset(c), 'Shift the G-code coordinate origin (babystepping)')
    gcode.register('SAVE_GCODE_STATE', (c) => this.cmdSaveState(c), 'Remember the G-code coordinate state under a name')
    gcode.register('RESTORE_GCODE_STATE', (c) => this.cmdRestoreState(c), 'Bring back a saved G-code coordinate state')
    gcode.register('GET_POSITION', (c) => c.respondInfo(this.describePosition()), 'Report the toolhead position in every coordinate system')
  }

  private describePosition(): string {
    const f = (p: number[], names = 'XYZE') => p.map((v, i) => `${names[i]}:${v.toFixed(6)}`).join(' ')
    const th = this.toolhead.position
    const steps = th.slice(0, 3).map((v, i) => Math.round(v * (i === 2 ? 400 : 80)))
    return [
      `mcu: stepper_x:${steps[0]} stepper_y:${steps[1]} stepper_z:${steps[2]}`,
      `stepper: stepper_x:${th[0].toFixed(6)} stepper_y:${th[1].toFixed(6)} stepper_z:${th[2].toFixed(6)}`,
      `kinematic: ${f(th.slice(0, 3))}`,
      `toolhead: ${f(th)}`,
      `gcode: ${f(this.gcodePosition())}`,
      `gcode base: ${f(this.basePosition)}`,
      `gcode homing: ${f(this.homingPosition.slice(0, 3))}`,
    ].join('\n')
  }

  getStatus(): Status {
    const r = (p: number[]) => p.map((v) => round(v, 6))
    return {
      speed_factor: round(this.speedFactor * 60, 6),
      speed: round(this.speed / this.speedFactor, 4),
      extrude_factor: this.extrudeFactor,
      absolute_coordinates: this.absoluteCoord,
      absolute_extrude: this.absoluteExtrude,
      homing_origin: r(this.homingPosition),
      position: r(this.lastPosition),
      gcode_position: r(this.gcodePosition()),
      // Klipper v0.13: G-code axis letter → index in position.
      axis_map: { X: 0, Y: 1, Z: 2, E: 3 },
    }
  }
}
