import { describe, expect, it } from 'vitest'
import { archiveName, checkFileName, duplicateName, freeName } from './names'

const code = (result: ReturnType<typeof checkFileName>) => (result.ok ? null : result.error.code)

describe('file and folder names (SPEC §5)', () => {
  it.each([
    ['', [], {}, 'required'],
    ['   ', [], {}, 'required'],
    ['part.gcode', [], {}, null],
    ['a.gcode', ['a.gcode', 'b.gcode'], {}, 'alreadyExists'],
    ['a.gcode', ['a.gcode'], { original: 'a.gcode' }, null],
    ['A.gcode', ['a.gcode'], {}, null],
    ['c.gcode', ['a.gcode'], {}, null],
    ['a/b.gcode', [], {}, 'invalidName'],
    ['x/y/z', [], {}, 'invalidName'],
    ['back\\slash', [], {}, 'invalidName'],
    ['..', [], {}, 'invalidName'],
    ['.', [], {}, 'invalidName'],
    ['evil.sh', [], { accepts: ['.gcode', '.g'] }, 'invalidExtension'],
    ['part.GCODE', [], { accepts: ['.gcode'] }, null],
    ['part.gcode', [], { accepts: ['.gcode'] }, null],
  ] as const)('%j in %j %j → %s', (name, existing, rules, expected) => {
    expect(code(checkFileName(name, existing, rules))).toBe(expected)
  })

  it('trims the name it accepts', () => {
    expect(checkFileName('  part.gcode ')).toEqual({ ok: true, value: 'part.gcode' })
  })
})

describe('duplicateName', () => {
  it('adds _copy before the extension', () => {
    expect(duplicateName('part.gcode', ['part.gcode'])).toBe('part_copy.gcode')
  })
  it('numbers further copies from 2, taking the first free one', () => {
    expect(duplicateName('part.gcode', ['part.gcode', 'part_copy.gcode'])).toBe('part_copy_2.gcode')
    expect(duplicateName('part.gcode', ['part.gcode', 'part_copy.gcode', 'part_copy_2.gcode', 'part_copy_4.gcode'])).toBe('part_copy_3.gcode')
  })
  it('keeps only the last extension and handles names without one', () => {
    expect(duplicateName('a.b.gcode', [])).toBe('a.b_copy.gcode')
    expect(duplicateName('README', ['README'])).toBe('README_copy')
    expect(duplicateName('.hidden', [])).toBe('.hidden_copy')
  })
})

describe('freeName', () => {
  it('keeps the wanted name when free, else numbers it', () => {
    expect(freeName('parts.zip', [])).toBe('parts.zip')
    expect(freeName('parts.zip', ['parts.zip', 'parts_2.zip'])).toBe('parts_3.zip')
  })
})

describe('archiveName', () => {
  const now = new Date(2026, 0, 31, 9, 5, 7)
  it('names one entry after itself', () => {
    expect(archiveName([{ name: 'cube.gcode' }], [], now)).toBe('cube.zip')
    expect(archiveName([{ name: 'parts' }], ['parts.zip'], now)).toBe('parts_2.zip')
  })
  it('names several entries a dated collection', () => {
    expect(archiveName([{ name: 'a.gcode' }, { name: 'b.gcode' }], [], now)).toBe('collection-20260131-090507.zip')
  })
})
