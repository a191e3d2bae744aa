import { describe, expect, it } from 'vitest'
import { formatRatio, formatVsTable, vsRatio, vsRow, type VsFigure } from './vs-table'

const idle: VsFigure = { scenario: 'cold-load', metric: 'network_idle', label: 'to network idle', unit: 'ms' }
const busy: VsFigure = { scenario: 'printing-dashboard', metric: 'busy', label: 'main-thread busy', unit: '%' }
const longTasks: VsFigure = { scenario: 'printing-dashboard', metric: 'long_tasks', label: 'long tasks (> 50 ms)', unit: 'count' }

describe('vsRow', () => {
  it('takes the median of each side’s rounds and their ratio', () => {
    const row = vsRow(idle, 1, [620, 580, 1900], [1650, 1580, 1610])
    expect(row).toMatchObject({ scenario: 'cold-load', metric: 'network_idle', cpu: 1, ours: 620, other: 1610 })
    expect(row.ratio).toBeCloseTo(620 / 1610, 3)
    expect(row.oursRounds).toEqual([620, 580, 1900])
  })

  it('leaves out rounds that did not observe the figure, and rounds what it keeps', () => {
    const row = vsRow(busy, 4, [null, 11.234, 12.5], [80.456, null, null])
    expect(row).toMatchObject({ ours: 11.2, other: 80.5, oursRounds: [null, 11.2, 12.5] })
  })

  it('has no ratio without both figures or against zero', () => {
    expect(vsRow(busy, 1, [null, null, null], [20, 21, 22]).ratio).toBeNull()
    expect(vsRow(longTasks, 1, [1, 1, 1], [0, 0, 0]).ratio).toBeNull()
    expect(vsRatio(0, 4)).toBe(0)
    expect(vsRatio(3, Number.NaN)).toBeNull()
  })
})

describe('formatRatio', () => {
  it('keeps two digits below 1, one up to 10, none above', () => {
    expect(formatRatio(0.3149)).toBe('0.31×')
    expect(formatRatio(2.44)).toBe('2.4×')
    expect(formatRatio(12.6)).toBe('13×')
    expect(formatRatio(null)).toBe('—')
  })
})

describe('formatVsTable', () => {
  const table = formatVsTable(
    [vsRow(idle, 1, [620, 580, 600], [1650, 1580, 1610]), vsRow(busy, 4, [11, 12, null], [80, 82, 81]), vsRow(longTasks, 1, [0, 0, 0], [0, 0, 0])],
    { ours: 'Stratum', other: 'Fluidd 1.37.4' },
    { 'cold-load': 'cold load', 'printing-dashboard': 'printing' },
  )
  const lines = table.split('\n')

  it('has a header naming both dashboards and the ratio, a rule, one line per figure', () => {
    expect(lines[0]).toMatch(/^figure\s+Stratum\s+Fluidd 1\.37\.4\s+ratio \(Stratum\/Fluidd 1\.37\.4\)$/)
    expect(lines[1]).toMatch(/^─+ {2}─+ {2}─+ {2}─+$/)
    expect(lines).toHaveLength(5)
  })

  it('shows medians with units, the rate, the ratio, and how many rounds saw a figure when not all did', () => {
    expect(lines[2]).toMatch(/^cold load: to network idle\s+600 ms\s+1,610 ms\s+0\.37×$/)
    expect(lines[3]).toMatch(/^printing: main-thread busy \(CPU ×4\)\s+11 % \(2\/3\)\s+81 %\s+0\.14×$/)
    expect(lines[4]).toMatch(/^printing: long tasks \(> 50 ms\)\s+0\s+0\s+—$/)
  })

  it('right-aligns the figures', () => {
    const end = (l: string, v: string) => l.indexOf(v) + v.length
    expect(end(lines[2], '1,610 ms')).toBe(end(lines[3], '81 %'))
    expect(end(lines[2], '0.37×')).toBe(lines[0].length)
  })
})
