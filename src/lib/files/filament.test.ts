import { describe, expect, it } from 'vitest'
import { filamentChips, filamentText, safeColor } from './filament'

describe('safeColor', () => {
  it.each([
    ['#FF8800', '#ff8800'],
    ['#abc', '#abc'],
    [' #123456 ', '#123456'],
    ['#12345', null],
    ['#1234567', null],
    ['red', null],
    ['url(x)', null],
    ['#12g', null],
    ['#fff;background:url(x)', null],
    [42, null],
  ])('%s → %s', (value, expected) => {
    expect(safeColor(value)).toBe(expected)
  })
})

describe('filamentChips', () => {
  it('shows the name, the type only when the name lacks it, and the colour', () => {
    expect(filamentChips({ filament_name: 'Generic PLA', filament_type: 'PLA', filament_colors: ['#FF0000'] })).toEqual([{ label: 'Generic PLA', color: '#ff0000' }])
    expect(filamentChips({ filament_name: 'Galaxy Black', filament_type: 'PETG' })).toEqual([{ label: 'Galaxy Black · PETG', color: null }])
  })

  it('splits per-extruder values and drops unused extruders', () => {
    expect(
      filamentChips({ filament_name: '"Red PLA";"Blue PETG";""', filament_type: 'PLA;PETG;', filament_colors: ['#f00', 'javascript:1', ''] }),
    ).toEqual([
      { label: 'Red PLA', color: '#f00' },
      { label: 'Blue PETG', color: null },
    ])
  })

  it('falls back to the type, and gives nothing without metadata', () => {
    expect(filamentChips({ filament_type: 'ASA' })).toEqual([{ label: 'ASA', color: null }])
    expect(filamentChips(undefined)).toEqual([])
    expect(filamentChips({})).toEqual([])
  })

  it('reads as one line of text', () => {
    expect(filamentText({ filament_name: 'A;B', filament_colors: ['#000', '#fff'] })).toBe('A, B')
  })
})
