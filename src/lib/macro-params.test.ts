import { describe, expect, it } from 'vitest'
import { parseMacroParams } from './macro-params'

describe('parseMacroParams', () => {
  it('finds params.NAME with and without a default', () => {
    const gcode = [
      '{% set bed = params.BED|default(60)|float %}',
      '{% set extruder = params.EXTRUDER | float %}',
      'M190 S{bed}',
    ].join('\n')
    expect(parseMacroParams(gcode)).toEqual([
      { name: 'BED', defaultValue: '60' },
      { name: 'EXTRUDER', defaultValue: null },
    ])
  })
  it('reads quoted defaults, bracket access and params.get', () => {
    const gcode = `{ params.MODE|default('fast') }\n{ params['SPEED']|int|default(50) }\n{ params.get("LENGTH", 25) }`
    expect(parseMacroParams(gcode)).toEqual([
      { name: 'MODE', defaultValue: 'fast' },
      { name: 'SPEED', defaultValue: '50' },
      { name: 'LENGTH', defaultValue: '25' },
    ])
  })
  it('keeps an expression default as written', () => {
    expect(parseMacroParams('{ params.Z|default(printer.toolhead.position.z + 10)|float }')).toEqual([
      { name: 'Z', defaultValue: 'printer.toolhead.position.z + 10' },
    ])
  })
  it('lists each parameter once, upper-cased, keeping the first default found', () => {
    expect(parseMacroParams('{params.temp} {params.TEMP|default(220)} {params.Temp|default(1)}')).toEqual([{ name: 'TEMP', defaultValue: '220' }])
  })
  it('ignores rawparams and text without parameters', () => {
    expect(parseMacroParams('M118 {rawparams}\nG28')).toEqual([])
    expect(parseMacroParams('')).toEqual([])
  })
})
