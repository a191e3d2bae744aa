import { describe, expect, it } from 'vitest'
import { applyPreset, preheat, setHeaterTemperature, setTarget, setTemperatureFanTarget, shortName, turnOffHeaters } from './heaters'

describe('heater G-code', () => {
  it('uses the short name of prefixed objects', () => {
    expect(shortName('heater_generic chamber')).toBe('chamber')
    expect(shortName('extruder')).toBe('extruder')
  })
  it('sets heater and temperature fan targets', () => {
    expect(setHeaterTemperature('extruder', 210)).toBe('SET_HEATER_TEMPERATURE HEATER=extruder TARGET=210')
    expect(setHeaterTemperature('heater_bed', 0)).toBe('SET_HEATER_TEMPERATURE HEATER=heater_bed TARGET=0')
    expect(setTemperatureFanTarget('temperature_fan electronics_fan', 45)).toBe(
      'SET_TEMPERATURE_FAN_TARGET TEMPERATURE_FAN=electronics_fan TARGET=45',
    )
    expect(setTarget('temperature_fan x', 40)).toBe('SET_TEMPERATURE_FAN_TARGET TEMPERATURE_FAN=x TARGET=40')
    expect(setTarget('heater_generic chamber', 40.25)).toBe('SET_HEATER_TEMPERATURE HEATER=chamber TARGET=40.3')
  })
  it('turns heaters off and preheats', () => {
    expect(turnOffHeaters()).toBe('TURN_OFF_HEATERS')
    expect(preheat(215, 60)).toBe('M104 S215\nM140 S60')
  })
  it('applies only active values of heaters that exist, then the preset G-code', () => {
    const script = applyPreset(
      {
        extruder: { value: 200, type: 'heater', active: true },
        heater_bed: { value: 60, type: 'heater', active: true },
        extruder1: { value: 190, type: 'heater', active: true },
        'temperature_fan electronics_fan': { value: 40, type: 'fan', active: true },
        'heater_generic chamber': { value: 50, type: 'heater', active: false },
      },
      ['extruder', 'heater_bed', 'temperature_fan electronics_fan', 'heater_generic chamber'],
      ' M117 PLA \n',
    )
    expect(script).toBe(
      [
        'SET_HEATER_TEMPERATURE HEATER=extruder TARGET=200',
        'SET_HEATER_TEMPERATURE HEATER=heater_bed TARGET=60',
        'SET_TEMPERATURE_FAN_TARGET TEMPERATURE_FAN=electronics_fan TARGET=40',
        'M117 PLA',
      ].join('\n'),
    )
  })
})
