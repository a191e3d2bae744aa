import { shortName } from './heaters'
import { gcodeNumber } from './number'

/** The part fan's M106 value: 0–255 from a percentage, rounded up. */
export function m106Value(percent: number): number {
  return Math.min(255, Math.max(0, Math.ceil(2.55 * percent)))
}

/** Sets a controllable fan: the part fan ('fan') by M106, a fan_generic by SET_FAN_SPEED. */
export function setFanSpeed(objectName: string, percent: number): string {
  if (objectName === 'fan') return `M106 S${m106Value(percent)}`
  return `SET_FAN_SPEED FAN=${shortName(objectName)} SPEED=${gcodeNumber(percent / 100, 4)}`
}
