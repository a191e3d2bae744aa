import { describe, expect, it } from 'vitest'
import { setLed, setPin } from './outputs'

describe('output G-code', () => {
  it('sets pins and LEDs', () => {
    expect(setPin('output_pin caselight', 0.5)).toBe('SET_PIN PIN=caselight VALUE=0.5')
    expect(setLed('neopixel statusled', { red: 1, green: 0.5, blue: 0, white: 0.25 })).toBe(
      'SET_LED LED=statusled RED=1 GREEN=0.5 BLUE=0 WHITE=0.25',
    )
    expect(setLed('led strip', { red: 0.2, green: 2, blue: -1 })).toBe('SET_LED LED=strip RED=0.2 GREEN=1 BLUE=0')
  })
})
