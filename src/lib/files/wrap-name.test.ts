import { describe, expect, it } from 'vitest'
import { nameBreakPieces } from './wrap-name'

describe('nameBreakPieces', () => {
  it('breaks after each underscore and dot', () => {
    expect(nameBreakPieces('boat_x4_0.2mm_PLA_33m.gcode')).toEqual(['boat_', 'x4_', '0.', '2mm_', 'PLA_', '33m.', 'gcode'])
  })

  it('joins back to the name', () => {
    for (const n of ['a_b.c', '.hidden', 'x__y', 'trailing_', 'dots...gcode', '', 'plain']) expect(nameBreakPieces(n).join('')).toBe(n)
  })

  it('keeps a name without separators whole', () => {
    expect(nameBreakPieces('benchy')).toEqual(['benchy'])
    expect(nameBreakPieces('')).toEqual([''])
  })

  it('keeps a leading dot, a trailing separator and a run of separators with their neighbours', () => {
    expect(nameBreakPieces('.hidden_file')).toEqual(['.hidden_', 'file'])
    expect(nameBreakPieces('end_')).toEqual(['end_'])
    expect(nameBreakPieces('a__b')).toEqual(['a__', 'b'])
  })
})
