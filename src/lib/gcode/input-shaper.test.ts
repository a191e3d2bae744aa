import { describe, expect, it } from 'vitest'
import { setInputShaper, testResonances } from './input-shaper'

describe('input shaper commands', () => {
  it('runs a raw-data resonance test per axis', () => {
    expect(testResonances('x')).toBe('TEST_RESONANCES AXIS=X OUTPUT=raw_data NAME=stratum')
    expect(testResonances('y', 'n1')).toBe('TEST_RESONANCES AXIS=Y OUTPUT=raw_data NAME=n1')
  })
  it('sets the shaper of the axes given, frequency to 0.1 Hz', () => {
    expect(setInputShaper({ x: { type: 'mzv', freq: 42.04 } })).toBe('SET_INPUT_SHAPER SHAPER_TYPE_X=mzv SHAPER_FREQ_X=42.0')
    expect(setInputShaper({ x: { type: 'ei', freq: 50 }, y: { type: '2hump_ei', freq: 63.44 } })).toBe(
      'SET_INPUT_SHAPER SHAPER_TYPE_X=ei SHAPER_FREQ_X=50.0 SHAPER_TYPE_Y=2hump_ei SHAPER_FREQ_Y=63.4',
    )
  })
})
