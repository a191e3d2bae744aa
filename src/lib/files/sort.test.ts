import { describe, expect, it } from 'vitest'
import { entriesOf } from './entry'
import { nextSort, sortEntries } from './sort'

const entries = entriesOf(
  {
    dirs: [
      { dirname: 'b-dir', modified: 5, size: 0 },
      { dirname: 'a-dir', modified: 9, size: 0 },
    ],
    files: [
      { filename: 'part10.gcode', modified: 3, size: 300, estimated_time: 60 },
      { filename: 'part2.gcode', modified: 1, size: 100 },
      { filename: 'Part1.gcode', modified: 2, size: 200, estimated_time: 30 },
    ],
  },
  'sub',
)

describe('sorting', () => {
  it('puts directories first and sorts names naturally, case-insensitively', () => {
    expect(sortEntries(entries, { key: 'name', desc: false }).map((e) => e.name)).toEqual(['a-dir', 'b-dir', 'Part1.gcode', 'part2.gcode', 'part10.gcode'])
    expect(sortEntries(entries, { key: 'name', desc: true }).map((e) => e.name)).toEqual(['b-dir', 'a-dir', 'part10.gcode', 'part2.gcode', 'Part1.gcode'])
  })

  it('sorts by numbers and keeps missing metadata last either way', () => {
    expect(sortEntries(entries, { key: 'size', desc: true }).map((e) => e.name).slice(2)).toEqual(['part10.gcode', 'Part1.gcode', 'part2.gcode'])
    expect(sortEntries(entries, { key: 'estimated_time', desc: false }).map((e) => e.name).slice(2)).toEqual(['Part1.gcode', 'part10.gcode', 'part2.gcode'])
    expect(sortEntries(entries, { key: 'estimated_time', desc: true }).map((e) => e.name).slice(2)).toEqual(['part10.gcode', 'Part1.gcode', 'part2.gcode'])
  })

  it('does not change the input', () => {
    const before = entries.map((e) => e.name)
    sortEntries(entries, { key: 'modified', desc: false })
    expect(entries.map((e) => e.name)).toEqual(before)
  })

  it('flips the same column and starts dates newest first', () => {
    expect(nextSort({ key: 'name', desc: false }, 'name')).toEqual({ key: 'name', desc: true })
    expect(nextSort({ key: 'name', desc: false }, 'modified')).toEqual({ key: 'modified', desc: true })
    expect(nextSort({ key: 'modified', desc: true }, 'size')).toEqual({ key: 'size', desc: false })
  })

  it('builds paths inside the directory', () => {
    expect(entries.find((e) => e.name === 'part2.gcode')?.path).toBe('sub/part2.gcode')
    expect(entries.find((e) => e.name === 'a-dir')?.type).toBe('directory')
  })
})
