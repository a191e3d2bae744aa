import { describe, expect, it } from 'vitest'
import { flowFactor, home, jog, moveTo, motorsOff, speedFactor, zAdjust, zOffsetApply, zOffsetReset } from './motion'
import { gcodeNumber } from './number'

describe('motion G-code', () => {
  it('jogs relative and returns to absolute mode, feed in mm/min', () => {
    expect(jog('X', 10, 130)).toBe('G91\nG1 X10 F7800\nG90')
    expect(jog('Z', -0.1, 10)).toBe('G91\nG1 Z-0.1 F600\nG90')
  })
  it('moves absolute to a typed position', () => {
    expect(moveTo('Y', 117.5, 130)).toBe('G90\nG1 Y117.5 F7800')
  })
  it('homes all or some axes', () => {
    expect(home()).toBe('G28')
    expect(home('xy')).toBe('G28 X Y')
    expect(home('Z')).toBe('G28 Z')
    expect(motorsOff()).toBe('M84')
  })
  it('babysteps with and without a move', () => {
    expect(zAdjust(0.025, true)).toBe('SET_GCODE_OFFSET Z_ADJUST=0.025 MOVE=1')
    expect(zAdjust(-0.005, false)).toBe('SET_GCODE_OFFSET Z_ADJUST=-0.005')
    expect(zOffsetReset(true)).toBe('SET_GCODE_OFFSET Z=0 MOVE=1')
    expect(zOffsetApply('endstop')).toBe('Z_OFFSET_APPLY_ENDSTOP')
    expect(zOffsetApply('probe')).toBe('Z_OFFSET_APPLY_PROBE')
  })
  it('sets speed and flow overrides in whole percent', () => {
    expect(speedFactor(150)).toBe('M220 S150')
    expect(flowFactor(99.6)).toBe('M221 S100')
  })
  it('writes numbers without float noise', () => {
    expect(gcodeNumber(0.1 + 0.2)).toBe('0.3')
    expect(gcodeNumber(-0)).toBe('0')
    expect(gcodeNumber(1e-7)).toBe('0')
    expect(gcodeNumber(200)).toBe('200')
    expect(() => gcodeNumber(NaN)).toThrow()
  })
})
