import { describe, expect, it } from 'vitest'
import { baseName, extensionOf, joinPath, moveDestination, parentPath, pathSteps, rootedPath } from './paths'

describe('paths', () => {
  it('joins without doubled or edge slashes', () => {
    expect(joinPath('', 'a/', '/b', 'c.gcode')).toBe('a/b/c.gcode')
    expect(joinPath('')).toBe('')
    expect(rootedPath('gcodes', '')).toBe('gcodes')
    expect(rootedPath('gcodes', 'sub/x.gcode')).toBe('gcodes/sub/x.gcode')
  })

  it('splits parents, names and extensions', () => {
    expect(parentPath('a/b/c.gcode')).toBe('a/b')
    expect(parentPath('c.gcode')).toBe('')
    expect(baseName('a/b/c.gcode')).toBe('c.gcode')
    expect(extensionOf('Part.GCODE')).toBe('gcode')
    expect(extensionOf('.hidden')).toBe('')
    expect(extensionOf('noext')).toBe('')
    expect(extensionOf('a.tar.gz')).toBe('gz')
  })

  it('lists breadcrumb steps', () => {
    expect(pathSteps('a/b')).toEqual([
      { name: 'a', path: 'a' },
      { name: 'b', path: 'a/b' },
    ])
    expect(pathSteps('')).toEqual([])
  })

  it('moves into a folder or up with ..', () => {
    expect(moveDestination('', 'parts', 'x.gcode')).toBe('parts/x.gcode')
    expect(moveDestination('a/b', '..', 'x.gcode')).toBe('a/x.gcode')
    expect(moveDestination('a', '..', 'x.gcode')).toBe('x.gcode')
  })
})
