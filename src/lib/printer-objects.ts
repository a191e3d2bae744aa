/** Classifying Klipper object names ('heater_generic chamber', 'neopixel statusled' …) for display. */

/** The object's type: the word before the space ('temperature_fan electronics_fan' → 'temperature_fan'). */
export function objectType(name: string): string {
  const space = name.indexOf(' ')
  return space === -1 ? name : name.slice(0, space)
}

/** The name after the type, or the whole name for single-word objects. */
export function objectShortName(name: string): string {
  const space = name.indexOf(' ')
  return space === -1 ? name : name.slice(space + 1)
}

/** 'heater_bed' → 'Heater Bed', 'temperature_sensor chamber_temp' → 'Chamber Temp', 'extruder1' → 'Extruder 1'. */
export function prettyName(name: string): string {
  return objectShortName(name)
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])(\d)/gi, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ')
}

export const isExtruder = (name: string) => /^extruder\d*$/.test(name)

/** Fans the user can set directly (temperature fans follow their target instead). */
export const CONTROLLABLE_FAN_TYPES = ['fan', 'fan_generic']
export const FAN_TYPES = ['fan', 'fan_generic', 'heater_fan', 'controller_fan', 'temperature_fan']
export const PIN_TYPES = ['output_pin', 'pwm_tool']
export const LED_TYPES = ['led', 'neopixel', 'dotstar', 'pca9533', 'pca9632']

export function isFan(name: string): boolean {
  return FAN_TYPES.includes(objectType(name))
}

export function isControllableFan(name: string): boolean {
  return CONTROLLABLE_FAN_TYPES.includes(objectType(name))
}

export type ThermalKind = 'heater' | 'bed' | 'fan' | 'sensor'

/** Which colour set and row group a temperature object belongs to. */
export function thermalKind(name: string): ThermalKind {
  if (name === 'heater_bed') return 'bed'
  if (isExtruder(name) || objectType(name) === 'heater_generic') return 'heater'
  if (objectType(name) === 'temperature_fan') return 'fan'
  return 'sensor'
}

/** Hidden by Klipper's convention: a name part starting with an underscore. */
export function isHiddenObject(name: string): boolean {
  return objectShortName(name).startsWith('_')
}

/** Names sorted for display: the part fan first, then by pretty name. */
export function sortObjectNames(names: string[]): string[] {
  return [...names].sort((a, b) => (a === 'fan' ? -1 : b === 'fan' ? 1 : prettyName(a).localeCompare(prettyName(b))))
}
