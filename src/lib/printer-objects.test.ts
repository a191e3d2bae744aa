import { describe, expect, it } from 'vitest'
import { isControllableFan, isExtruder, isFan, isHiddenObject, objectShortName, objectType, prettyName, sortObjectNames, thermalKind } from './printer-objects'

describe('printer object names', () => {
  it('splits type and name', () => {
    expect(objectType('temperature_fan electronics_fan')).toBe('temperature_fan')
    expect(objectShortName('temperature_fan electronics_fan')).toBe('electronics_fan')
    expect(objectType('fan')).toBe('fan')
  })
  it('makes pretty names', () => {
    expect(prettyName('heater_bed')).toBe('Heater Bed')
    expect(prettyName('temperature_sensor chamber_temp')).toBe('Chamber Temp')
    expect(prettyName('extruder1')).toBe('Extruder 1')
    expect(prettyName('fan')).toBe('Fan')
  })
  it('classifies fans, extruders and thermal kinds', () => {
    expect(isExtruder('extruder')).toBe(true)
    expect(isExtruder('extruder_stepper x')).toBe(false)
    expect(isFan('heater_fan hotend_fan')).toBe(true)
    expect(isControllableFan('heater_fan hotend_fan')).toBe(false)
    expect(isControllableFan('fan_generic exhaust')).toBe(true)
    expect(thermalKind('heater_bed')).toBe('bed')
    expect(thermalKind('extruder1')).toBe('heater')
    expect(thermalKind('heater_generic chamber')).toBe('heater')
    expect(thermalKind('temperature_fan x')).toBe('fan')
    expect(thermalKind('temperature_sensor mcu')).toBe('sensor')
  })
  it('hides underscore names and sorts with the part fan first', () => {
    expect(isHiddenObject('output_pin _secret')).toBe(true)
    expect(sortObjectNames(['heater_fan b', 'fan', 'controller_fan a'])).toEqual(['fan', 'controller_fan a', 'heater_fan b'])
  })
})
