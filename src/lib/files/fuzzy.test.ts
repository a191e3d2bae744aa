import { describe, expect, it } from 'vitest'
import { fuzzyMatch, rankFuzzy } from './fuzzy'

const paths = ['printer.cfg', 'macros/print_start.cfg', 'a/b/c/d/deep_macros.cfg', 'moonraker.conf', 'KAMP/Adaptive_Meshing.cfg', 'mainsail.cfg']

describe('fuzzyMatch', () => {
  it('matches characters in order, any case, and marks where', () => {
    expect(fuzzyMatch('PRN', 'printer.cfg')?.indices).toEqual([0, 1, 3])
    expect(fuzzyMatch('xyz', 'printer.cfg')).toBeNull()
    expect(fuzzyMatch('cfgpx', 'printer.cfg')).toBeNull()
  })

  it('matches an empty query with score 0', () => {
    expect(fuzzyMatch('  ', 'printer.cfg')).toEqual({ score: 0, indices: [] })
  })

  it("prefers the file's name to its folders", () => {
    const m = fuzzyMatch('deep', 'a/deep/deep_macros.cfg')
    expect(m?.indices).toEqual([7, 8, 9, 10])
  })

  it('takes word starts: "dmac" marks d and the start of "macros"', () => {
    expect(fuzzyMatch('dmac', 'a/b/c/d/deep_macros.cfg')?.indices).toEqual([8, 13, 14, 15])
  })

  it('starts at a word start when the name has one', () => {
    expect(fuzzyMatch('macro', 'sample-print-macros.cfg')?.indices).toEqual([13, 14, 15, 16, 17])
  })

  it('refuses letters picked one by one across a name, but takes word starts', () => {
    expect(fuzzyMatch('macro', 'moonraker.conf')).toBeNull()
    expect(fuzzyMatch('macro', 'boat_x4_0.2mm_PLA_33m.gcode')).toBeNull()
    expect(fuzzyMatch('dep macors', 'a/b/c/d/deep_macros.cfg')).not.toBeNull()
    expect(fuzzyMatch('macro', 'deep_macros.cfg')).not.toBeNull()
    expect(fuzzyMatch('bmc', 'bed_mesh_calibrate.cfg')?.indices).toEqual([0, 4, 9])
  })
})

describe('rankFuzzy', () => {
  it('finds a file four folders deep from a loose query', () => {
    const ranked = rankFuzzy('depmacro', paths, (p) => p, 10)
    expect(ranked[0].item).toBe('a/b/c/d/deep_macros.cfg')
  })

  it('forgives one slip in a longer query', () => {
    expect(rankFuzzy('deep_macors', paths, (p) => p, 10)[0].item).toBe('a/b/c/d/deep_macros.cfg')
    expect(fuzzyMatch('prxnter', 'printer.cfg')).not.toBeNull()
    expect(fuzzyMatch('pxxnter', 'printer.cfg')).toBeNull()
    expect(fuzzyMatch('pxn', 'printer.cfg')).toBeNull()
  })

  it('ranks a name that starts with the query first', () => {
    const ranked = rankFuzzy('ma', paths, (p) => p, 10).map((r) => r.item)
    expect(ranked[0]).toBe('mainsail.cfg')
    expect(ranked).toContain('macros/print_start.cfg')
  })

  it('ranks an exact name above longer names containing it', () => {
    const ranked = rankFuzzy('printer', ['my_printer_backup.cfg', 'printer.cfg', 'printer_data/printer_old.cfg'], (p) => p, 10)
    expect(ranked[0].item).toBe('printer.cfg')
  })

  it('keeps at most the limit', () => {
    expect(rankFuzzy('c', paths, (p) => p, 2)).toHaveLength(2)
  })
})
