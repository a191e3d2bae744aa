import { describe, expect, it } from 'vitest'
import { applyIndexChange, type FileIndex } from './file-index'

const file = (root: string, path: string, size = 1) => ({ root, path, size, modified: 1 })
const index = (): FileIndex => ({ config: [file('config', 'printer.cfg'), file('config', 'macros/a.cfg'), file('config', 'macros/b.cfg')], gcodes: [file('gcodes', 'cube.gcode', 5)] })

describe('applyIndexChange', () => {
  it('adds a created file at any depth, and replaces a modified one', () => {
    const { index: next } = applyIndexChange(index(), { action: 'create_file', item: { root: 'config', path: 'a/b/c/d/deep.cfg', size: 9, modified: 2 } })
    expect(next.config.map((f) => f.path)).toContain('a/b/c/d/deep.cfg')
    const again = applyIndexChange(next, { action: 'modify_file', item: { root: 'config', path: 'a/b/c/d/deep.cfg', size: 10, modified: 3 } })
    expect(again.index.config.filter((f) => f.path === 'a/b/c/d/deep.cfg')).toEqual([{ root: 'config', path: 'a/b/c/d/deep.cfg', size: 10, modified: 3 }])
  })

  it('leaves hidden folders and roots it does not hold alone', () => {
    const { index: next } = applyIndexChange(index(), { action: 'create_file', item: { root: 'gcodes', path: '.thumbs/cube.png' } })
    expect(next.gcodes).toHaveLength(1)
    expect(applyIndexChange(index(), { action: 'create_file', item: { root: 'logs', path: 'klippy.log' } }).index.logs).toBeUndefined()
  })

  it('removes a deleted file and everything under a deleted folder', () => {
    expect(applyIndexChange(index(), { action: 'delete_file', item: { root: 'config', path: 'printer.cfg' } }).index.config).toHaveLength(2)
    expect(applyIndexChange(index(), { action: 'delete_dir', item: { root: 'config', path: 'macros' } }).index.config.map((f) => f.path)).toEqual(['printer.cfg'])
  })

  it('follows a moved file and a moved folder, also between roots', () => {
    const moved = applyIndexChange(index(), { action: 'move_file', item: { root: 'gcodes', path: 'old/cube.gcode' }, source_item: { root: 'gcodes', path: 'cube.gcode' } })
    expect(moved.index.gcodes).toEqual([{ root: 'gcodes', path: 'old/cube.gcode', size: 5, modified: expect.any(Number) }])
    const dir = applyIndexChange(index(), { action: 'move_dir', item: { root: 'config', path: 'old/macros' }, source_item: { root: 'config', path: 'macros' } })
    expect(dir.index.config.map((f) => f.path).sort()).toEqual(['old/macros/a.cfg', 'old/macros/b.cfg', 'printer.cfg'])
    const across = applyIndexChange(index(), { action: 'move_file', item: { root: 'config', path: 'cube.gcode' }, source_item: { root: 'gcodes', path: 'cube.gcode' } })
    expect(across.index.gcodes).toEqual([])
    expect(across.index.config.map((f) => f.path)).toContain('cube.gcode')
  })

  it('asks for a root to be listed again when a change cannot be applied in place', () => {
    expect(applyIndexChange(index(), { action: 'root_update', item: { root: 'config', path: '' } }).reload).toEqual(['config'])
    expect(applyIndexChange(index(), { action: 'move_dir', item: { root: 'config', path: 'x' } }).reload).toEqual(['config'])
  })
})
