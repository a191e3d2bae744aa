import { describe, expect, it } from 'vitest'
import {
  checkDistanceList,
  checkExtrude,
  checkFanSpeed,
  checkName,
  checkNumber,
  checkPresetValue,
  checkSliderInput,
  checkTemperatureTarget,
  checkToolheadDefault,
  MOVE_DISTANCE_COUNT,
  parseNumber,
  ruleMessage,
  snapFanSpeed,
  Z_ADJUST_COUNT,
  type Checked,
} from './input-rules'

const message = <T>(c: Checked<T>) => (c.ok ? null : ruleMessage(c.error))

describe('input rules of SPEC §5', () => {
  it('parses numbers strictly', () => {
    expect(parseNumber(' 12.5 ')).toBe(12.5)
    expect(parseNumber('')).toBeNull()
    expect(parseNumber('12a')).toBeNull()
    expect(parseNumber(Infinity)).toBeNull()
  })

  it('checks required, number and bounds', () => {
    expect(message(checkNumber(''))).toBe('Required')
    expect(message(checkNumber('abc'))).toBe('Invalid Number')
    expect(message(checkNumber('0', { min: 1 }))).toBe('Min 1')
    expect(message(checkNumber('11', { max: 10 }))).toBe('Max 10')
    expect(checkNumber('5', { min: 1, max: 10 })).toEqual({ ok: true, value: 5 })
  })

  describe('temperature target', () => {
    const limits = { min: 0, max: 300 }
    it('treats empty as 0', () => expect(checkTemperatureTarget('', limits)).toEqual({ ok: true, value: 0 }))
    it('accepts 0 even when the heater min is above it', () =>
      expect(checkTemperatureTarget('0', { min: 170, max: 300 })).toEqual({ ok: true, value: 0 }))
    it('refuses values between 0 and min', () => expect(message(checkTemperatureTarget('100', { min: 170, max: 300 }))).toBe('Min 170 or 0'))
    it('refuses values over max', () => expect(message(checkTemperatureTarget('301', limits))).toBe('Max 300'))
    it('refuses negative values and text', () => {
      // With min_temp 0 the message names the bound once.
      expect(message(checkTemperatureTarget('-5', limits))).toBe('Min 0')
      expect(message(checkTemperatureTarget('-5', { min: 170, max: 300 }))).toBe('Min 170 or 0')
      expect(message(checkTemperatureTarget('hot', limits))).toBe('Invalid Number')
    })
    it('accepts the bounds themselves', () => {
      expect(checkTemperatureTarget('300', limits)).toEqual({ ok: true, value: 300 })
      expect(checkTemperatureTarget('170', { min: 170, max: 300 })).toEqual({ ok: true, value: 170 })
    })
  })

  it('limits extrude length and speed to 0.1 … configured max', () => {
    expect(message(checkExtrude('0.05', 50))).toBe('Min 0.1')
    expect(message(checkExtrude('101', 100))).toBe('Max 100')
    expect(message(checkExtrude('', 100))).toBe('Required')
    expect(checkExtrude('0.1', 100)).toEqual({ ok: true, value: 0.1 })
    expect(checkExtrude(100, 100)).toEqual({ ok: true, value: 100 })
  })

  it('needs toolhead defaults of at least 1', () => {
    expect(message(checkToolheadDefault(''))).toBe('Required')
    expect(message(checkToolheadDefault('0.5'))).toBe('Min 1')
    expect(checkToolheadDefault('130')).toEqual({ ok: true, value: 130 })
  })

  it('checks distance lists: only numbers, 1 to N entries, unique and sorted', () => {
    expect(checkDistanceList('10, 1, 0.1, 1', MOVE_DISTANCE_COUNT)).toEqual({ ok: true, value: [0.1, 1, 10] })
    expect(message(checkDistanceList('1, a, 3', MOVE_DISTANCE_COUNT))).toBe('Only numbers')
    expect(message(checkDistanceList('1 2 3 4 5 6 7', MOVE_DISTANCE_COUNT))).toBe('Max 6')
    expect(message(checkDistanceList('', MOVE_DISTANCE_COUNT))).toBe('Required')
    expect(message(checkDistanceList('0.005, 0.01, 0.025, 0.05, 0.1', Z_ADJUST_COUNT))).toBe('Max 4')
    expect(checkDistanceList('0.05 0.005', Z_ADJUST_COUNT)).toEqual({ ok: true, value: [0.005, 0.05] })
    expect(message(checkDistanceList('-1', Z_ADJUST_COUNT))).toBe('Only numbers')
  })

  it('requires unique names', () => {
    expect(message(checkName('  '))).toBe('Required')
    expect(message(checkName('PLA', ['pla', 'PETG']))).toBe('Already exists')
    expect(checkName(' ABS ', ['PLA'])).toEqual({ ok: true, value: 'ABS' })
  })

  it('requires preset values of at least 0', () => {
    expect(message(checkPresetValue(''))).toBe('Required')
    expect(message(checkPresetValue('-1'))).toBe('Min 0')
    expect(checkPresetValue('0')).toEqual({ ok: true, value: 0 })
  })

  it('checks the slider number box, raising the max only when overridable', () => {
    expect(message(checkSliderInput('x'))).toBe('Invalid Number')
    expect(message(checkSliderInput('-1'))).toBe('Min 0')
    expect(message(checkSliderInput('101'))).toBe('Max 100')
    expect(checkSliderInput('250', { max: 200, overridable: true })).toEqual({ ok: true, value: 250 })
    expect(message(checkSliderInput('0', { min: 1, max: 200 }))).toBe('Min 1')
  })

  it('keeps fans under off_below at 0', () => {
    expect(message(checkFanSpeed(10, 0.2))).toBe('Min 20 or 0')
    expect(checkFanSpeed(0, 0.2)).toEqual({ ok: true, value: 0 })
    expect(checkFanSpeed(20, 0.2)).toEqual({ ok: true, value: 20 })
    expect(checkFanSpeed(5, undefined)).toEqual({ ok: true, value: 5 })
    expect(snapFanSpeed(10, 0.2)).toBe(0)
    expect(snapFanSpeed(30, 0.2)).toBe(30)
  })
})
