import { describe, expect, it } from 'vitest'
import { checkName } from './input-rules'
import { buildMacros, categorySummaries, groupVisibleMacros, macroSections, normalizeStored, readStoredMacros } from './macros'

const config = {
  printer: { kinematics: 'cartesian' },
  'gcode_macro PRINT_START': { gcode: '\nM190 S{params.BED|default(60)}', description: 'Start a print' },
  'gcode_macro _HIDDEN': { gcode: 'G28' },
  'gcode_macro CANCEL_PRINT': { gcode: 'TURN_OFF_HEATERS', rename_existing: 'BASE_CANCEL_PRINT' },
  'gcode_macro load_filament': { gcode: 'M109 S{params.TEMP|default(220)}' },
}

describe('macroSections', () => {
  it('lists gcode_macro sections without the underscore helpers, sorted by name', () => {
    expect(macroSections(config).map(([n]) => n)).toEqual(['cancel_print', 'load_filament', 'print_start'])
  })
})

describe('buildMacros', () => {
  it('applies defaults, stored settings, description and params', () => {
    const macros = buildMacros(config, { print_start: { alias: 'Start', color: '#ff0000', categoryId: 'c1' } }, [{ id: 'c1', name: 'Print' }])
    const start = macros.find((m) => m.name === 'print_start')!
    expect(start).toMatchObject({ alias: 'Start', color: '#ff0000', categoryId: 'c1', visible: true, disabledWhilePrinting: false, description: 'Start a print' })
    expect(start.params).toEqual([{ name: 'BED', defaultValue: '60' }])
    expect(macros.find((m) => m.name === 'cancel_print')!.description).toBe('G-Code macro')
  })
  it('treats a category that no longer exists as uncategorized', () => {
    const [macro] = buildMacros({ 'gcode_macro A': { gcode: '' } }, { a: { categoryId: 'gone' } }, [])
    expect(macro.categoryId).toBe('0')
  })
  it('reads the array shape of stored macros', () => {
    const stored = normalizeStored([{ name: 'PRINT_START', visible: false }])
    expect(buildMacros(config, stored, []).find((m) => m.name === 'print_start')!.visible).toBe(false)
  })
})

describe('grouping and counts', () => {
  const categories = [
    { id: 'z', name: 'Zeta' },
    { id: 'a', name: 'Alpha' },
    { id: 'e', name: 'Empty' },
  ]
  const macros = buildMacros(
    { 'gcode_macro ONE': {}, 'gcode_macro TWO': {}, 'gcode_macro THREE': {}, 'gcode_macro FOUR': {} },
    { one: { categoryId: 'z' }, two: { categoryId: 'a', visible: false }, three: { categoryId: 'a' } },
    categories,
  )
  it('groups visible macros by category name with Uncategorized last', () => {
    expect(groupVisibleMacros(macros, categories).map((g) => [g.id, g.macros.map((m) => m.name)])).toEqual([
      ['a', ['three']],
      ['z', ['one']],
      ['0', ['four']],
    ])
  })
  it('counts macros and visible macros per category', () => {
    expect(categorySummaries(macros, categories).map(({ id, count, visible }) => [id, count, visible])).toEqual([
      ['a', 2, 1],
      ['e', 0, 0],
      ['z', 1, 1],
    ])
  })
})

describe('categories', () => {
  it('validates names: required, unique ignoring case', () => {
    const categories = [{ id: '1', name: 'Prep' }]
    const names = (ownId?: string) => categories.filter((c) => c.id !== ownId).map((c) => c.name)
    expect(checkName('  ', names())).toEqual({ ok: false, error: { code: 'required' } })
    expect(checkName('PREP', names())).toEqual({ ok: false, error: { code: 'alreadyExists' } })
    expect(checkName('prep', names('1')).ok).toBe(true)
    expect(checkName('Other', names()).ok).toBe(true)
  })
  it('reads the stored list whatever its shape: a map by name, wrong field types and unknown fields', () => {
    const list = readStoredMacros({ prep: { visible: 'no', color: '#f00', categoryId: 3, extra: 1 }, bad: 5 })
    expect(list).toEqual([{ name: 'prep', color: '#f00', categoryId: '3', extra: 1 }])
    expect(readStoredMacros([null, { name: 7 }, { name: 'A', alias: 'x' }])).toEqual([{ name: 'A', alias: 'x' }])
    expect(readStoredMacros('x')).toBeUndefined()
  })
})
