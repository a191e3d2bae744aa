import { gcodeNumber } from './number'

export function activateExtruder(name: string): string {
  return `ACTIVATE_EXTRUDER EXTRUDER=${name}`
}

/** Relative extrusion (positive) or retraction (negative) of `length` mm at `speed` mm/s. */
export function extrude(length: number, speed: number): string {
  return `M83\nG1 E${gcodeNumber(length)} F${gcodeNumber(speed * 60, 0)}`
}

export function retract(length: number, speed: number): string {
  return extrude(-Math.abs(length), speed)
}

export function setPressureAdvance(extruder: string, advance: number): string {
  return `SET_PRESSURE_ADVANCE EXTRUDER=${extruder} ADVANCE=${gcodeNumber(advance, 4)}`
}

export function setSmoothTime(extruder: string, smoothTime: number): string {
  return `SET_PRESSURE_ADVANCE EXTRUDER=${extruder} SMOOTH_TIME=${gcodeNumber(smoothTime, 3)}`
}
