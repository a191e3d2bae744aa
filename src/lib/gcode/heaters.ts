import { gcodeNumber } from './number'

/** The short name Klipper's commands want: 'heater_generic chamber' → 'chamber'. */
export function shortName(objectName: string): string {
  const space = objectName.indexOf(' ')
  return space === -1 ? objectName : objectName.slice(space + 1)
}

export function setHeaterTemperature(heater: string, target: number): string {
  return `SET_HEATER_TEMPERATURE HEATER=${shortName(heater)} TARGET=${gcodeNumber(target, 1)}`
}

export function setTemperatureFanTarget(fan: string, target: number): string {
  return `SET_TEMPERATURE_FAN_TARGET TEMPERATURE_FAN=${shortName(fan)} TARGET=${gcodeNumber(target, 1)}`
}

/** The target command of a heater or temperature fan object. */
export function setTarget(objectName: string, target: number): string {
  return objectName.startsWith('temperature_fan ') ? setTemperatureFanTarget(objectName, target) : setHeaterTemperature(objectName, target)
}

export function turnOffHeaters(): string {
  return 'TURN_OFF_HEATERS'
}

/** Preheat for a file's first layer: extruder and bed without waiting. */
export function preheat(extruderTemp: number, bedTemp: number): string {
  return `M104 S${gcodeNumber(extruderTemp, 1)}\nM140 S${gcodeNumber(bedTemp, 1)}`
}

export interface PresetValue {
  value: number
  type: 'heater' | 'fan'
  active: boolean
}

/** Every active value of a thermal preset, then its own G-code (if any), as one script. */
export function applyPreset(values: Record<string, PresetValue>, available: string[], gcode?: string): string {
  const lines = Object.entries(values)
    .filter(([name, v]) => v.active && available.includes(name))
    .map(([name, v]) => (v.type === 'fan' ? setTemperatureFanTarget(name, v.value) : setHeaterTemperature(name, v.value)))
  if (gcode && gcode.trim()) lines.push(gcode.trim())
  return lines.join('\n')
}
