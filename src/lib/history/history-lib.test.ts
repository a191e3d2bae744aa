import { describe, expect, it } from 'vitest'
import { COST_DEFAULTS, costSettingsOf, filamentGrams, formatCost, jobCost } from './cost'
import { csvDocument, csvField } from './csv'
import { csvRow, CSV_HEADER, type JobRecord, needsAllJobs, queryJobs, DEFAULT_SORT } from './jobs'
import { mergeJobs } from './merge'
import { matchesStatus, outcomeOf, statusLook } from './status'
import { formatTotal, TOTAL_ROWS, totalsView } from './totals'
import { toggleHistoryColumn, visibleHistoryColumns } from './columns'

const job = (over: Partial<JobRecord>): JobRecord => ({
  job_id: '000001',
  filename: 'cube.gcode',
  status: 'completed',
  start_time: 1_700_000_000,
  end_time: 1_700_003_600,
  print_duration: 3000,
  total_duration: 3600,
  filament_used: 1234.5,
  exists: true,
  metadata: {},
  ...over,
})

describe('totals', () => {
  it('adds the averages and formats every figure', () => {
    const view = totalsView({ total_jobs: 4, total_time: 14_400, total_print_time: 12_000, total_filament_used: 20_000, longest_job: 7200, longest_print: 6000 })
    expect(view.total_avg).toBe(3600)
    expect(view.print_avg).toBe(3000)
    expect(view.filament_avg).toBe(5000)
    expect(TOTAL_ROWS.map((k) => formatTotal(k, view))).toEqual(['4', '4h 0m 0s', '1h 0m 0s', '3h 20m 0s', '50m 0s', '20.00 m', '5.00 m', '2h 0m 0s', '1h 40m 0s'])
  })
  it('has no averages without jobs', () => {
    const view = totalsView(null)
    expect(formatTotal('filament_avg', view)).toBe('0.0 mm')
    expect(formatTotal('total_avg', view)).toBe('0s')
  })
  it('formats lengths in mm, cm and m', () => {
    const f = (mm: number) => formatTotal('total_filament_used', totalsView({ total_jobs: 1, total_time: 0, total_print_time: 0, total_filament_used: mm, longest_job: 0, longest_print: 0 }))
    expect([f(50), f(150), f(999), f(1000)]).toEqual(['50.0 mm', '15.0 cm', '99.9 cm', '1.00 m'])
  })
})

describe('status look', () => {
  it('follows SPEC §4 icons and colours', () => {
    expect(statusLook('completed')).toEqual({ icon: 'completed', color: 'green', label: 'completed' })
    expect(statusLook('printing')).toMatchObject({ icon: 'in_progress', color: 'green' })
    expect(statusLook('in_progress')).toMatchObject({ icon: 'in_progress', color: 'green' })
    expect(statusLook('standby')).toMatchObject({ icon: 'in_progress', color: 'green', label: 'standby' })
    expect(statusLook('cancelled')).toMatchObject({ icon: 'cancelled', color: 'red' })
    expect(statusLook('error')).toMatchObject({ icon: 'warning', color: 'red' })
    expect(statusLook('server_exit')).toMatchObject({ icon: 'warning', color: 'red' })
    expect(statusLook('klippy_shutdown')).toMatchObject({ icon: 'warning', color: 'amber' })
    expect(statusLook('klippy_disconnect')).toMatchObject({ icon: 'warning', color: 'amber' })
    expect(statusLook('something_new')).toEqual({ icon: 'warning', color: 'gray', label: 'unknown' })
  })
  it('groups ends for the split chart and filters in-progress together', () => {
    expect(['completed', 'cancelled', 'error', 'klippy_shutdown', 'in_progress'].map(outcomeOf)).toEqual(['completed', 'cancelled', 'error', 'error', null])
    expect(matchesStatus('standby', ['in_progress'])).toBe(true)
    expect(matchesStatus('error', ['completed'])).toBe(false)
    expect(matchesStatus('error', [])).toBe(true)
  })
})

describe('cost', () => {
  const s = { ...COST_DEFAULTS, filamentPerKg: 20, energyPerKwh: 0.3, printerWatts: 200 }
  it('weighs filament from length, diameter and density', () => {
    // 1 m of 1.75 mm PLA ≈ 2.98 g
    expect(filamentGrams(1000, 1.75, 1.24)).toBeCloseTo(2.9825, 3)
  })
  it('adds filament and electricity', () => {
    // 10 m → 29.825 g → 0.5965; 200 W × 2 h = 0.4 kWh → 0.12
    expect(jobCost({ filamentMm: 10_000, seconds: 7200 }, s)).toBeCloseTo(0.5965 + 0.12, 4)
  })
  it("uses the slicer's weight scaled to the length used", () => {
    expect(jobCost({ filamentMm: 500, seconds: 0, sliced: { grams: 10, mm: 1000 } }, { ...s, energyPerKwh: null })).toBeCloseTo(0.1, 6)
  })
  it('leaves out unset prices, and is null with none', () => {
    expect(jobCost({ filamentMm: 10_000, seconds: 3600 }, { ...s, filamentPerKg: null })).toBeCloseTo(0.06, 6)
    expect(jobCost({ filamentMm: 10_000, seconds: 3600 }, { ...s, printerWatts: null, filamentPerKg: null })).toBeNull()
    expect(formatCost(null, '€')).toBe('')
    // Rounded as the decimal reads (Intl), not as the binary float does (toFixed gave 1.00).
    expect(formatCost(1.005, '€')).toBe('1.01 €')
    expect(formatCost(1.25, '€', 'de')).toBe('1,25 €')
  })
  it('reads stored settings defensively', () => {
    expect(costSettingsOf({ filamentPerKg: '12', energyPerKwh: 0.2, density: -1 })).toMatchObject({ filamentPerKg: null, energyPerKwh: 0.2, density: 1.24 })
  })
})

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('plain.gcode')).toBe('plain.gcode')
    expect(csvField('a,b.gcode')).toBe('"a,b.gcode"')
    expect(csvField('say "hi".gcode')).toBe('"say ""hi"".gcode"')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('=cmd()')).toBe("'=cmd()")
    expect(csvField(null)).toBe('')
  })
  it('writes one row per job with ISO dates', () => {
    const row = csvRow(job({ filename: 'x, "y".gcode', metadata: { slicer: 'PrusaSlicer', slicer_version: '2.7', layer_height: 0.2 } }), 1.234, 'ok')
    const doc = csvDocument(CSV_HEADER, [row])
    expect(doc.split('\r\n')[1]).toBe('000001,"x, ""y"".gcode",completed,2023-11-14T22:13:20.000Z,2023-11-14T23:13:20.000Z,3000,3600,1234.5,true,PrusaSlicer 2.7,0.2,,,,,1.23,ok')
    expect(doc.split('\r\n')[0].split(',')).toHaveLength(CSV_HEADER.length)
  })
})

describe('job list', () => {
  const jobs = [job({ job_id: '1', filename: 'b.gcode', start_time: 1, status: 'cancelled' }), job({ job_id: '2', filename: 'a.gcode', start_time: 3 }), job({ job_id: '3', filename: 'dir/c.gcode', start_time: 2, status: 'printing' })]
  it('sorts newest first by default, searches names and filters statuses', () => {
    expect(queryJobs(jobs, { search: '', statuses: [], sort: DEFAULT_SORT }).map((j) => j.job_id)).toEqual(['2', '3', '1'])
    expect(queryJobs(jobs, { search: 'C.G', statuses: [], sort: DEFAULT_SORT }).map((j) => j.job_id)).toEqual(['3'])
    expect(queryJobs(jobs, { search: '', statuses: ['in_progress'], sort: DEFAULT_SORT }).map((j) => j.job_id)).toEqual(['3'])
    expect(queryJobs(jobs, { search: '', statuses: [], sort: { key: 'filename', desc: false } }).map((j) => j.job_id)).toEqual(['2', '1', '3'])
    expect(needsAllJobs({ search: '', statuses: [], sort: DEFAULT_SORT })).toBe(false)
    expect(needsAllJobs({ search: 'x', statuses: [], sort: DEFAULT_SORT })).toBe(true)
  })
  it('merges pages and updates by job id', () => {
    const merged = mergeJobs(jobs, [job({ job_id: '3', start_time: 2, status: 'completed' }), job({ job_id: '4', start_time: 9 })])
    expect(merged.map((j) => `${j.job_id}:${j.status}`)).toEqual(['4:completed', '2:completed', '3:completed', '1:cancelled'])
  })
  it('remembers the column choice', () => {
    const saved = toggleHistoryColumn(undefined, 'end_time', true)
    expect(visibleHistoryColumns(saved).map((c) => c.key)).toContain('end_time')
    expect(visibleHistoryColumns(toggleHistoryColumn(saved, 'status', false)).map((c) => c.key)).not.toContain('status')
  })
})
