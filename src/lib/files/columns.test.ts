import { describe, expect, it } from 'vitest'
import { columnsFor, tableHeadersKey, toggleColumn, visibleColumns } from './columns'
import { cellText } from './columns-format'
import { formatFileDate } from './dates'
import { entriesOf } from './entry'

describe('columns', () => {
  it('offers slicer metadata columns on gcodes only', () => {
    expect(columnsFor('gcodes').map((c) => c.key)).toContain('estimated_time')
    expect(columnsFor('config').map((c) => c.key)).toEqual(['modified', 'size'])
    expect(columnsFor('timelapse').map((c) => c.key)).toEqual(['thumbnail', 'modified', 'size'])
  })

  it('uses defaults until the user saves a choice', () => {
    const defs = columnsFor('gcodes')
    expect(visibleColumns(defs, undefined).map((c) => c.key)).toEqual(['thumbnail', 'last_status', 'estimated_time', 'slicer', 'modified', 'size'])
    const saved = toggleColumn(defs, undefined, 'slicer', false)
    expect(visibleColumns(defs, saved).map((c) => c.key)).toEqual(['thumbnail', 'last_status', 'estimated_time', 'modified', 'size'])
    // The filament column comes on by itself when a file has filament data.
    expect(visibleColumns(defs, undefined, (k) => k === 'filament').map((c) => c.key)).toContain('filament')
    expect(visibleColumns(defs, toggleColumn(defs, undefined, 'filament', false, () => true), () => true).map((c) => c.key)).not.toContain('filament')
    const again = toggleColumn(defs, saved, 'object_height', true)
    expect(visibleColumns(defs, again).map((c) => c.key)).toContain('object_height')
    expect(tableHeadersKey('gcodes')).toBe('files_gcodes')
  })

  it('formats cells', () => {
    const [file, dir] = entriesOf(
      {
        dirs: [{ dirname: 'd', modified: 0, size: 4096 }],
        files: [
          { filename: 'a.gcode', modified: 0, size: 2048, estimated_time: 3725, slicer: 'PrusaSlicer', slicer_version: '2.5.0', layer_height: 0.2, first_layer_bed_temp: 60, filament_total: 1234 },
        ],
      },
      '',
    ).sort((a) => (a.type === 'file' ? -1 : 1))
    expect(cellText(file, 'size')).toBe('2.05 kB')
    expect(cellText(dir, 'size')).toBe('-')
    expect(cellText(file, 'estimated_time')).toBe('1h 2m 5s')
    expect(cellText(file, 'slicer')).toBe('PrusaSlicer 2.5.0')
    expect(cellText(file, 'layer_height')).toBe('0.2 mm')
    expect(cellText(file, 'first_layer_bed_temp')).toBe('60.0\u202F°C')
    expect(cellText(file, 'filament_total')).toBe('1.23 m')
    expect(cellText(file, 'object_height')).toBe('-')
    expect(cellText(file, 'print_start_time')).toBe('-')
  })

  it('shows today relatively and other days in full', () => {
    const now = new Date(2024, 4, 10, 15, 0).getTime()
    expect(formatFileDate(now / 1000 - 300, now)).toBe('5 minutes ago')
    expect(formatFileDate(new Date(2024, 0, 2, 13, 5).getTime() / 1000, now)).toBe('Jan 2, 2024 01:05 pm')
    expect(formatFileDate(0, now)).toBe('-')
  })

  it('writes today out in full when absolute dates are chosen', () => {
    const now = new Date(2024, 4, 10, 15, 0).getTime()
    expect(formatFileDate(new Date(2024, 4, 10, 14, 55).getTime() / 1000, now, undefined, true)).toBe('May 10, 2024 02:55 pm')
    expect(formatFileDate(0, now, undefined, true)).toBe('-')
    const [file] = entriesOf({ dirs: [], files: [{ filename: 'a.gcode', modified: now / 1000 - 60, size: 1 }] }, '')
    expect(cellText(file, 'modified', now, undefined, true)).toBe('May 10, 2024 02:59 pm')
  })

  it('writes the filaments as text', () => {
    const [file] = entriesOf({ dirs: [], files: [{ filename: 'a.gcode', modified: 1, size: 1, filament_name: 'Generic PLA;Galaxy', filament_type: 'PLA;PETG' }] }, '')
    expect(cellText(file, 'filament')).toBe('Generic PLA, Galaxy · PETG')
    expect(cellText(file, 'filament_type')).toBe('PLA, PETG')
    const [colored] = entriesOf({ dirs: [], files: [{ filename: 'b.gcode', modified: 1, size: 1, filament_type: 'PLA;PLA', filament_colors: ['#FF0000', 'url(x)', '#0f0'] }] }, '')
    expect(cellText(colored, 'filament_type')).toBe('PLA')
    expect(cellText(colored, 'filament_color')).toBe('#ff0000, #0f0')
    expect(cellText(file, 'filament_color')).toBe('-')
  })
})

describe('relative dates', () => {
  const now = new Date(2024, 4, 10, 23, 0).getTime()
  it('uses the usual thresholds', () => {
    expect(formatFileDate(now / 1000 - 10, now)).toBe('10 seconds ago')
    expect(formatFileDate(now / 1000 - 60, now)).toBe('1 minute ago')
    expect(formatFileDate(now / 1000 - 3600, now)).toBe('1 hour ago')
    expect(formatFileDate(now / 1000 - 3 * 3600, now)).toBe('3 hours ago')
    expect(formatFileDate(now / 1000 + 120, now)).toBe('in 2 minutes')
    expect(formatFileDate(new Date(2024, 4, 9, 0, 5).getTime() / 1000, now)).toBe('May 9, 2024 12:05 am')
  })
})
