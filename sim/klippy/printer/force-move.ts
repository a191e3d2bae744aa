/**
 * force_move (loaded with the first stepper): STEPPER_BUZZ for every stepper, and with
 * enable_force_move also FORCE_MOVE and SET_KINEMATIC_POSITION.
 */
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { Toolhead } from './toolhead'
import type { Settings } from './types'

/** One buzz: 10 times forward 1 mm, pause 50 ms, back, pause 450 ms, at 4 mm/s. */
const BUZZ = { count: 10, distance: 1, velocity: 4, pauseOut: 0.05, pauseBack: 0.45 }

export function registerForceMove(gcode: GcodeDispatcher, toolhead: Toolhead, settings: Settings | undefined): void {
  const enabled = settings?.enable_force_move === true
  for (const name of Object.keys(toolhead.steppers)) {
    gcode.registerMux(
      'STEPPER_BUZZ',
      'STEPPER',
      name,
      async () => {
        await toolhead.waitMoves()
        const wasOn = toolhead.steppers[name]
        toolhead.steppers[name] = true
        const stroke = BUZZ.distance / BUZZ.velocity
        await toolhead.dwell(BUZZ.count * (2 * stroke + BUZZ.pauseOut + BUZZ.pauseBack))
        await toolhead.waitMoves()
        toolhead.steppers[name] = wasOn
      },
      'Move one stepper back and forth to find which motor it is',
    )
    if (!enabled) continue
    gcode.registerMux(
      'FORCE_MOVE',
      'STEPPER',
      name,
      async (c) => {
        c.require('DISTANCE')
        c.require('VELOCITY')
        const distance = c.getFloat('DISTANCE', 0)
        const velocity = c.getFloat('VELOCITY', 1, { above: 0 })
        c.getFloat('ACCEL', 0, { minval: 0 })
        await toolhead.waitMoves()
        toolhead.steppers[name] = true
        // The kinematics no longer know where the toolhead is.
        toolhead.homed.clear()
        await toolhead.dwell(Math.abs(distance) / velocity)
      },
      'Move one stepper directly, outside the kinematics',
    )
  }
  if (!enabled) return
  gcode.register(
    'SET_KINEMATIC_POSITION',
    async (c) => {
      await toolhead.waitMoves()
      const p = toolhead.position
      const pos: [number, number, number, number] = [c.getFloat('X', p[0]), c.getFloat('Y', p[1]), c.getFloat('Z', p[2]), p[3]]
      const setHomed = c.get('SET_HOMED', 'xyz').toLowerCase()
      const clear = (c.get('CLEAR_HOMED') ?? c.get('CLEAR', '')).toLowerCase()
      toolhead.setPosition(pos, (['x', 'y', 'z'] as const).filter((a) => setHomed.includes(a)))
      for (const a of ['x', 'y', 'z'] as const) if (clear.includes(a)) toolhead.homed.delete(a)
    },
    'Tell the toolhead where it is without moving',
  )
}
