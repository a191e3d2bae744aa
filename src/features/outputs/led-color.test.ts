import { describe, expect, it } from 'vitest'
import { fromHex, hasWhiteChannel, rgbwFromColorData, toHex } from './led-color'

describe('LED colours', () => {
  it('reads the first LED of color_data', () => {
    expect(rgbwFromColorData([[1, 0.5, 0, 0.25], [0, 0, 0, 0]])).toEqual({ red: 1, green: 0.5, blue: 0, white: 0.25 })
    expect(rgbwFromColorData(undefined)).toEqual({ red: 0, green: 0, blue: 0, white: 0 })
  })
  it('converts to and from hex', () => {
    expect(toHex({ red: 1, green: 0.5, blue: 0 })).toBe('#ff8000')
    expect(fromHex('#ff8000')).toEqual({ red: 1, green: 0.502, blue: 0 })
    expect(fromHex('nope')).toBeNull()
  })
  it('finds a white channel', () => {
    expect(hasWhiteChannel({ color_order: 'GRBW' })).toBe(true)
    expect(hasWhiteChannel({ color_order: ['GRB'] })).toBe(false)
    expect(hasWhiteChannel({ white_pin: 'PA1' })).toBe(true)
    expect(hasWhiteChannel(undefined)).toBe(false)
  })
})
