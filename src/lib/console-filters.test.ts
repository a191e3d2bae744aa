import { describe, expect, it } from 'vitest'
import { checkExpression, compileExpression } from './console-expression'
import { compileFilter, isTempWait, lineHider, normalizeFilters, usesExpressions, validateFilter, type ConsoleFilter, searchLines } from './console-filters'

const filter = (over: Partial<ConsoleFilter>): ConsoleFilter => ({ id: 'a', enabled: true, name: 'A', type: 'contains', value: 'x', ...over })

describe('isTempWait', () => {
  it('matches the reports Klipper prints while waiting for heaters', () => {
    expect(isTempWait('B:60.0 /60.0 T0:200.1 /200.0')).toBe(true)
    expect(isTempWait('T:199.8 /200.0 B:60.0 /60.0')).toBe(true)
    expect(isTempWait('ok T:21.0 /0.0')).toBe(true)
    expect(isTempWait('ok B:22.0 /0.0 T0:22.0 /0.0')).toBe(true)
  })
  it('leaves other lines alone', () => {
    expect(isTempWait('// Klipper state: Ready')).toBe(false)
    expect(isTempWait('Bed temperature reached')).toBe(false)
    expect(isTempWait('!! Unknown command:"FOO"')).toBe(false)
  })
})

describe('compileFilter', () => {
  it('contains is a case-insensitive substring test', () => {
    const test = compileFilter({ type: 'contains', value: 'b:' })!
    expect(test('B:60.0 /60.0')).toBe(true)
    expect(test('ok T:20')).toBe(false)
  })
  it('startsWith tests the beginning, ignoring case', () => {
    const test = compileFilter({ type: 'startsWith', value: '// probe' })!
    expect(test('// Probe at 10,10 is z=1.2')).toBe(true)
    expect(test('echo // probe')).toBe(false)
  })
  it('expression is a regular expression; an invalid one compiles to null', () => {
    const test = compileFilter({ type: 'expression', value: '^echo: \\d+' }, compileExpression)!
    expect(test('echo: 12')).toBe(true)
    expect(test('echo: x')).toBe(false)
    expect(compileFilter({ type: 'expression', value: '([' }, compileExpression)).toBeNull()
  })
  it('an expression waits for its engine: without one it hides nothing', () => {
    expect(compileFilter({ type: 'expression', value: 'x' })).toBeNull()
    expect(usesExpressions([filter({ type: 'expression', value: 'x' })])).toBe(true)
    expect(usesExpressions([filter({ type: 'expression', value: 'x', enabled: false }), filter({})])).toBe(false)
  })
  it('a catastrophic pattern costs linear time, not seconds', () => {
    const test = compileFilter({ type: 'expression', value: '(a+)+$' }, compileExpression)!
    const started = performance.now()
    expect(test(`${'a'.repeat(5000)}!`)).toBe(false)
    expect(test('aaa')).toBe(true)
    expect(performance.now() - started).toBeLessThan(500)
  })
  it('refuses what needs backtracking: backreferences and lookaround', () => {
    expect(checkExpression('(a)\\1')).toMatchObject({ ok: false, error: { code: 'invalidExpression' } })
    expect(checkExpression('foo(?=bar)')).toMatchObject({ ok: false, error: { code: 'invalidExpression' } })
    expect(checkExpression('')).toMatchObject({ ok: false, error: { code: 'required' } })
  })
  it('treats regex characters literally for contains and startsWith', () => {
    expect(compileFilter({ type: 'contains', value: '(x)' })!('a (x) b')).toBe(true)
    expect(compileFilter({ type: 'startsWith', value: '.*' })!('abc')).toBe(false)
  })
})

describe('lineHider', () => {
  it('combines temperature waits and enabled filters', () => {
    const hide = lineHider([filter({ value: 'noise' }), filter({ id: 'b', name: 'B', enabled: false, value: 'kept' })], true)
    expect(hide('B:60.0 /60.0 T0:200.0 /200.0')).toBe(true)
    expect(hide('some NOISE here')).toBe(true)
    expect(hide('kept line')).toBe(false)
  })
  it('shows temperature waits when hideTempWaits is off', () => {
    expect(lineHider([], false)('B:60.0 /60.0')).toBe(false)
  })
  it('ignores filters whose expression is broken', () => {
    expect(lineHider([filter({ type: 'expression', value: '[' })], false, compileExpression)('[')).toBe(false)
  })
})

describe('validateFilter', () => {
  const others = [filter({ id: 'one', name: 'Temps' })]
  it('requires name and value', () => {
    expect(validateFilter({ id: '', name: ' ', type: 'contains', value: '' }, others, checkExpression)).toEqual({ name: { code: 'required' }, value: { code: 'required' } })
  })
  it('rejects a name another filter has, ignoring case', () => {
    expect(validateFilter({ id: '', name: 'temps', type: 'contains', value: 'x' }, others, checkExpression).name?.code).toBe('alreadyExists')
    expect(validateFilter({ id: 'one', name: 'TEMPS', type: 'contains', value: 'x' }, others, checkExpression).name).toBeUndefined()
  })
  it('rejects an expression that does not compile', () => {
    expect(validateFilter({ id: '', name: 'n', type: 'expression', value: '(' }, others, checkExpression).value?.code).toBe('invalidExpression')
    expect(validateFilter({ id: '', name: 'n', type: 'contains', value: '(' }, others, checkExpression).value).toBeUndefined()
  })
})

describe('normalizeFilters', () => {
  it('accepts older type spellings and drops junk', () => {
    expect(normalizeFilters([{ id: 'x', name: 'n', type: 'starts-with', value: 'v', enabled: false }, null, 3])).toEqual([
      { id: 'x', name: 'n', type: 'startsWith', value: 'v', enabled: false },
    ])
    expect(normalizeFilters({})).toEqual([])
  })
})

describe('console search', () => {
  const lines = [{ message: 'ok' }, { message: '// Klipper state: Ready' }, { message: 'echo: PROBE at 1,2 is z=0.1' }, { message: 'G28' }]
  it('keeps lines containing the text, ignoring case and surrounding spaces', () => {
    expect(searchLines(lines, ' klipper ').map((l) => l.message)).toEqual(['// Klipper state: Ready'])
    expect(searchLines(lines, 'Z=0.1').map((l) => l.message)).toEqual(['echo: PROBE at 1,2 is z=0.1'])
  })
  it('shows everything for an empty search and nothing for a miss', () => {
    expect(searchLines(lines, '')).toBe(lines)
    expect(searchLines(lines, 'nozzle')).toEqual([])
  })
})
