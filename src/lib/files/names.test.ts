import { describe, expect, it } from 'vitest'
import { checkFileName } from './names'

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
