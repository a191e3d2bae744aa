import { gcodeNumber } from './number'

export type VelocityLimit = 'VELOCITY' | 'ACCEL' | 'ACCEL_TO_DECEL' | 'MINIMUM_CRUISE_RATIO' | 'SQUARE_CORNER_VELOCITY'

export function setVelocityLimit(limit: VelocityLimit, value: number): string {
  return `SET_VELOCITY_LIMIT ${limit}=${gcodeNumber(value, limit === 'MINIMUM_CRUISE_RATIO' ? 2 : 1)}`
}

export type RetractionSetting = 'RETRACT_LENGTH' | 'RETRACT_SPEED' | 'UNRETRACT_EXTRA_LENGTH' | 'UNRETRACT_SPEED'

export function setRetraction(setting: RetractionSetting, value: number): string {
  return `SET_RETRACTION ${setting}=${gcodeNumber(value, 2)}`
}
