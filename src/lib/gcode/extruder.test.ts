import { describe, expect, it } from 'vitest'
import { activateExtruder, extrude, retract, setPressureAdvance, setSmoothTime } from './extruder'

describe('extruder G-code', () => {
  it('extrudes and retracts relative', () => {
    expect(extrude(10, 5)).toBe('M83\nG1 E10 F300')
    expect(retract(10, 5)).toBe('M83\nG1 E-10 F300')
    expect(retract(-2.5, 40)).toBe('M83\nG1 E-2.5 F2400')
  })
  it('selects an extruder', () => {
    expect(activateExtruder('extruder1')).toBe('ACTIVATE_EXTRUDER EXTRUDER=extruder1')
  })
  it('sets pressure advance and smooth time separately', () => {
    expect(setPressureAdvance('extruder', 0.0425)).toBe('SET_PRESSURE_ADVANCE EXTRUDER=extruder ADVANCE=0.0425')
    expect(setSmoothTime('extruder', 0.04)).toBe('SET_PRESSURE_ADVANCE EXTRUDER=extruder SMOOTH_TIME=0.04')
  })
})
