import { describe, expect, it } from 'vitest'
import { isPastFlag, temperatureSuffix, throttleLevel } from './throttle'

describe('throttled flags', () => {
  it('tells current from past flags', () => {
    expect(isPastFlag('Previously Throttled')).toBe(true)
    expect(isPastFlag('Currently Throttled')).toBe(false)
    expect(throttleLevel([])).toBe('ok')
    expect(throttleLevel(['Previously Under-Volted'])).toBe('previously')
    expect(throttleLevel(['Previously Under-Volted', 'Under-Voltage Detected'])).toBe('throttled')
  })
  it('adds the CPU temperature to temperature flags only', () => {
    expect(temperatureSuffix('Temperature Limit Active', 81.26)).toBe('81.3\u202F°C')
    expect(temperatureSuffix('Previously Frequency Capped', 70)).toBe('70.0\u202F°C')
    expect(temperatureSuffix('Under-Voltage Detected', 70)).toBeUndefined()
    expect(temperatureSuffix('Frequency Capped', undefined)).toBeUndefined()
  })
})
