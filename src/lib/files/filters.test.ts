import { describe, expect, it } from 'vitest'
import { entriesOf, type FileEntry } from './entry'
import { isFilteredName, visibleEntries } from './filters'

const entries: FileEntry[] = entriesOf(
  {
    dirs: [
      { dirname: '.thumbs', modified: 1, size: 0 },
      { dirname: 'thumbs', modified: 1, size: 0 },
      { dirname: 'Parts', modified: 1, size: 0 },
    ],
    files: [
      { filename: 'cube.gcode', modified: 1, size: 10, print_start_time: 1000 },
      { filename: 'Benchy.gcode', modified: 1, size: 10, print_start_time: null },
      { filename: 'notes.ignoreme', modified: 1, size: 1 },
    ],
  },
  '',
)

describe('file filters', () => {
  it('hides thumbnail folders and .ignoreme files', () => {
    expect(isFilteredName('.thumbs')).toBe(true)
    expect(isFilteredName('thumbs')).toBe(true)
    expect(isFilteredName('x.ignoreme')).toBe(true)
    expect(isFilteredName('cube.gcode')).toBe(false)
    expect(visibleEntries(entries, [], '').map((e) => e.name)).toEqual(['Parts', 'cube.gcode', 'Benchy.gcode'])
  })

  it('hides printed files when asked, never directories', () => {
    expect(visibleEntries(entries, ['hide_printed'], '').map((e) => e.name)).toEqual(['Parts', 'Benchy.gcode'])
  })

  it('searches names case-insensitively', () => {
    expect(visibleEntries(entries, [], 'BENCH').map((e) => e.name)).toEqual(['Benchy.gcode'])
    expect(visibleEntries(entries, [], '  ').length).toBe(3)
  })
})
