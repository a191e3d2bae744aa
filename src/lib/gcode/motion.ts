import { gcodeNumber } from './number'

export type Axis = 'X' | 'Y' | 'Z'

/** A relative move of one axis, leaving the printer in absolute mode. Speed in mm/s. */
export function jog(axis: Axis, distance: number, speed: number): string {
  return `G91\nG1 ${axis}${gcodeNumber(distance)} F${gcodeNumber(speed * 60, 0)}\nG90`
}

/** An absolute move of one axis to a position (the toolhead position inputs). Speed in mm/s. */
export function moveTo(axis: Axis, position: number, speed: number): string {
  return `G90\nG1 ${axis}${gcodeNumber(position)} F${gcodeNumber(speed * 60, 0)}`
}

/** G28 for all axes, or only the given ones ('XY' → 'G28 X Y'). */
export function home(axes = ''): string {
  const list = axes.toUpperCase().split('').filter((a) => a === 'X' || a === 'Y' || a === 'Z')
  return list.length ? `G28 ${list.join(' ')}` : 'G28'
}

export function motorsOff(): string {
  return 'M84'
}

/** Leveling helpers the toolhead card offers when their config section exists. */
export const LEVELING_COMMANDS = {
  bed_screws: 'BED_SCREWS_ADJUST',
  screws_tilt_adjust: 'SCREWS_TILT_CALCULATE',
  z_tilt: 'Z_TILT_ADJUST',
  quad_gantry_level: 'QUAD_GANTRY_LEVEL',
} as const

export type LevelingSection = keyof typeof LEVELING_COMMANDS
export const LEVELING_SECTIONS: readonly LevelingSection[] = ['bed_screws', 'screws_tilt_adjust', 'z_tilt', 'quad_gantry_level']

/** Babystepping: shifts the Z offset; MOVE=1 also moves the nozzle, which needs a homed Z. */
export function zAdjust(delta: number, move: boolean): string {
  return `SET_GCODE_OFFSET Z_ADJUST=${gcodeNumber(delta)}${move ? ' MOVE=1' : ''}`
}

/** Resets the babystepped Z offset. */
export function zOffsetReset(move: boolean): string {
  return `SET_GCODE_OFFSET Z=0${move ? ' MOVE=1' : ''}`
}

/** Stores the current Z offset into the endstop position or the probe's z_offset (needs SAVE_CONFIG). */
export function zOffsetApply(target: 'endstop' | 'probe'): string {
  return target === 'probe' ? 'Z_OFFSET_APPLY_PROBE' : 'Z_OFFSET_APPLY_ENDSTOP'
}

/** Speed override in percent. */
export function speedFactor(percent: number): string {
  return `M220 S${gcodeNumber(Math.round(percent), 0)}`
}

/** Flow (extrusion) override in percent. */
export function flowFactor(percent: number): string {
  return `M221 S${gcodeNumber(Math.round(percent), 0)}`
}
