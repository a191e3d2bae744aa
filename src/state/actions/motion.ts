import { activateExtruder, extrude, retract } from '../../lib/gcode/extruder'
import { home, jog, zOffsetApply, type Axis } from '../../lib/gcode/motion'
import { gcodeScript } from '../../moonraker/api/printer'
import { defineAction } from '../action'
import { activeExtruderCanExtrude, axisHomed, idleActionsAllowed, motionAllowed, waitHeld } from '../guards'

/** Extrude and retract hold these waits; while one runs, neither may start. */
export const FILAMENT_WAITS = ['extrude', 'retract'] as const

/** G28 of all axes (''), or of the given ones ('XY'); not while a homing runs. */
export const homeAxes = defineAction({ wait: 'home', allowed: () => motionAllowed() && !waitHeld('home') }, (axes: string) => gcodeScript(home(axes)))

/** A relative move of one homed axis (mm, mm/s). */
export const jogAxis = defineAction(
  (axis: Axis, _distance: number, _speed: number) => ({ allowed: () => motionAllowed() && axisHomed(axis) }),
  (axis: Axis, distance: number, speed: number) => gcodeScript(jog(axis, distance, speed)),
)

/** Pushes (extrude) or pulls (retract) filament through the active extruder; its wait spins the button. */
export const moveFilament = defineAction(
  (kind: 'extrude' | 'retract', _length: number, _speed: number) => ({ wait: kind, allowed: () => motionAllowed() && activeExtruderCanExtrude() && !waitHeld(...FILAMENT_WAITS) }),
  (kind: 'extrude' | 'retract', length: number, speed: number) => gcodeScript(kind === 'extrude' ? extrude(length, speed) : retract(length, speed)),
)

/** ACTIVATE_EXTRUDER: only with nothing printing or paused. */
export const selectExtruder = defineAction({ allowed: idleActionsAllowed }, (name: string) => gcodeScript(activateExtruder(name)))

/** Stores the babystepped Z offset into the endstop or the probe (SAVE_CONFIG then writes it); not while printing. */
export const storeZOffset = defineAction({ wait: 'z-offset-apply', allowed: idleActionsAllowed }, (target: 'endstop' | 'probe') => gcodeScript(zOffsetApply(target)))
