import { describe, expect, it } from 'vitest'
import { m106Value, setFanSpeed } from './fans'

describe('fan G-code', () => {
  it('turns a percentage into M106 0–255, rounding up', () => {
    expect(m106Value(50)).toBe(128)
    expect(m106Value(100)).toBe(255)
    expect(m106Value(1)).toBe(3)
    expect(m106Value(0)).toBe(0)
    expect(setFanSpeed('fan', 30)).toBe('M106 S77')
    expect(setFanSpeed('fan_generic exhaust', 30)).toBe('SET_FAN_SPEED FAN=exhaust SPEED=0.3')
  })
})
