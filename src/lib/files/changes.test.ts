import { describe, expect, it } from 'vitest'
import { applyFileListChange, applyFileListChanges, dirKey, withMetadata, type ListingMap } from './changes'
import { entriesOf } from './entry'

function listings(): ListingMap {
  return {
    gcodes: {
      root: 'gcodes',
      path: '',
      entries: entriesOf({ dirs: [{ dirname: 'parts', modified: 1, size: 0 }], files: [{ filename: 'a.gcode', modified: 1, size: 5, slicer: 'X' }] }, ''),
    },
    'gcodes/parts': { root: 'gcodes', path: 'parts', entries: entriesOf({ dirs: [{ dirname: 'deep', modified: 1, size: 0 }], files: [] }, 'parts') },
    'gcodes/parts/deep': { root: 'gcodes', path: 'parts/deep', entries: [] },
    config: { root: 'config', path: '', entries: entriesOf({ dirs: [], files: [{ filename: 'printer.cfg', modified: 1, size: 5 }] }, '') },
  }
}

const names = (r: ReturnType<typeof applyFileListChange>, key: string) => r.updates[key]?.map((e) => e.name)

describe('file list changes', () => {
  it('adds a created file and asks for its metadata on gcodes', () => {
    const r = applyFileListChange(listings(), { action: 'create_file', item: { root: 'gcodes', path: 'b.gcode', size: 9, modified: 2 } })
    expect(names(r, 'gcodes')).toEqual(['parts', 'a.gcode', 'b.gcode'])
    expect(r.metadata).toEqual([{ key: 'gcodes', path: 'b.gcode' }])
  })

  it('does not fetch metadata outside gcodes and ignores listings not held', () => {
    const r = applyFileListChange(listings(), { action: 'create_file', item: { root: 'config', path: 'x.cfg', size: 1 } })
    expect(names(r, 'config')).toEqual(['printer.cfg', 'x.cfg'])
    expect(r.metadata).toEqual([])
    const none = applyFileListChange(listings(), { action: 'create_file', item: { root: 'gcodes', path: 'other/x.gcode' } })
    expect(none.updates).toEqual({})
  })

  it('replaces a modified file in place', () => {
    const r = applyFileListChange(listings(), { action: 'modify_file', item: { root: 'gcodes', path: 'a.gcode', size: 7 } })
    expect(r.updates.gcodes.find((e) => e.name === 'a.gcode')?.size).toBe(7)
    expect(r.updates.gcodes.length).toBe(2)
  })

  it('removes deleted files and directories and forgets listings under them', () => {
    const r = applyFileListChange(listings(), { action: 'delete_file', item: { root: 'gcodes', path: 'a.gcode' } })
    expect(names(r, 'gcodes')).toEqual(['parts'])
    const d = applyFileListChange(listings(), { action: 'delete_dir', item: { root: 'gcodes', path: 'parts' } })
    expect(names(d, 'gcodes')).toEqual(['a.gcode'])
    expect(d.drops.sort()).toEqual(['gcodes/parts', 'gcodes/parts/deep'])
  })

  it('moves a file between folders keeping its metadata', () => {
    const r = applyFileListChange(listings(), {
      action: 'move_file',
      item: { root: 'gcodes', path: 'parts/a.gcode', size: 5 },
      source_item: { root: 'gcodes', path: 'a.gcode' },
    })
    expect(names(r, 'gcodes')).toEqual(['parts'])
    expect(names(r, 'gcodes/parts')).toEqual(['deep', 'a.gcode'])
    expect(r.updates['gcodes/parts'][1].meta?.slicer).toBe('X')
    expect(r.metadata).toEqual([])
  })

  it('renames in place (a move within the same folder)', () => {
    const r = applyFileListChange(listings(), { action: 'move_file', item: { root: 'gcodes', path: 'b.gcode' }, source_item: { root: 'gcodes', path: 'a.gcode' } })
    expect(names(r, 'gcodes')).toEqual(['parts', 'b.gcode'])
  })

  it('adds created directories and reloads a root on root_update', () => {
    const r = applyFileListChange(listings(), { action: 'create_dir', item: { root: 'gcodes', path: 'new' } })
    expect(r.updates.gcodes.find((e) => e.name === 'new')?.type).toBe('directory')
    const u = applyFileListChange(listings(), { action: 'root_update', item: { root: 'gcodes', path: '' } })
    expect(u.reloads.sort()).toEqual(['gcodes', 'gcodes/parts', 'gcodes/parts/deep'])
  })

  it('merges fetched metadata', () => {
    const entries = listings().gcodes.entries!
    const next = withMetadata(entries, 'a.gcode', { slicer: 'Y' })
    expect(next).not.toBe(entries)
    expect(next[1].meta?.slicer).toBe('Y')
    expect(withMetadata(entries, 'zzz', {})).toBe(entries)
    expect(dirKey('gcodes', '')).toBe('gcodes')
  })

  it('applies a batch in order as one result', () => {
    const r = applyFileListChanges(listings(), [
      { action: 'create_file', item: { root: 'gcodes', path: 'b.gcode', size: 1 } },
      { action: 'create_file', item: { root: 'gcodes', path: 'c.gcode', size: 1 } },
      { action: 'delete_file', item: { root: 'gcodes', path: 'a.gcode' } },
      { action: 'delete_file', item: { root: 'gcodes', path: 'b.gcode' } },
      { action: 'delete_dir', item: { root: 'gcodes', path: 'parts' } },
    ])
    expect(names(r, 'gcodes')).toEqual(['c.gcode'])
    expect(r.drops.sort()).toEqual(['gcodes/parts', 'gcodes/parts/deep'])
    // b.gcode came and went within the batch: only c.gcode's metadata is wanted.
    expect(r.metadata).toEqual([{ key: 'gcodes', path: 'c.gcode' }])
  })

  it('removes 10,000 files of one folder in one batch quickly', () => {
    const files = Array.from({ length: 10_000 }, (_, i) => ({ filename: `p${i}.gcode`, modified: 1, size: 1 }))
    const big: ListingMap = { gcodes: { root: 'gcodes', path: '', entries: entriesOf({ dirs: [], files }, '') } }
    const started = performance.now()
    const r = applyFileListChanges(big, files.map((f) => ({ action: 'delete_file' as const, item: { root: 'gcodes', path: f.filename } })))
    expect(r.updates.gcodes).toEqual([])
    expect(performance.now() - started).toBeLessThan(3000)
  })
})
