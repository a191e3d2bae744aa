import { shortName } from './heaters'
import { gcodeNumber } from './number'

/** SET_PIN with the value in the pin's own scale (the caller divides nothing). */
export function setPin(objectName: string, value: number): string {
  return `SET_PIN PIN=${shortName(objectName)} VALUE=${gcodeNumber(value, 4)}`
}

export interface LedColor {
  red: number
  green: number
  blue: number
  /** Only for LEDs with a white channel. */
  white?: number
}

/** SET_LED with channels from 0 to 1. */
export function setLed(objectName: string, color: LedColor): string {
  const channel = (v: number) => gcodeNumber(Math.min(1, Math.max(0, v)), 3)
  let line = `SET_LED LED=${shortName(objectName)} RED=${channel(color.red)} GREEN=${channel(color.green)} BLUE=${channel(color.blue)}`
  if (color.white !== undefined) line += ` WHITE=${channel(color.white)}`
  return line
}
