import { describe, expect, it } from 'vitest'
import { validateName } from './names'

describe('name validation', () => {
  it('requires a name', () => {
    expect(validateName('')).toBe('Required')
    expect(validateName('   ')).toBe('Required')
    expect(validateName('part.gcode')).toBeNull()
  })

  it('refuses a name already in the folder, except the one being renamed', () => {
    expect(validateName('a.gcode', ['a.gcode', 'b.gcode'])).toBe('Already exists')
    expect(validateName('a.gcode', ['a.gcode'], 'a.gcode')).toBeNull()
    expect(validateName('c.gcode', ['a.gcode'])).toBeNull()
  })
})
