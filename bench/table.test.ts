import { describe, expect, it } from 'vitest'
import type { CheckedFigure } from './results'
import { formatSummary, formatTable, formatValue, layoutColumns, metricLabel } from './table'

const row = (over: Partial<CheckedFigure>): CheckedFigure => ({
  scenario: 'initial-payload',
  metric: 'js_css_gzip',
  label: 'JS + CSS (gzip)',
  value: 151.234,
  unit: 'KB',
  cpu: 1,
  budget: { scenario: 'initial-payload', metric: 'js_css_gzip', max: 170 },
  verdict: 'pass',
  ...over,
})

describe('formatValue', () => {
  it('keeps precision that matters at each size', () => {
    expect(formatValue(151.234, 'KB')).toBe('151 KB')
    expect(formatValue(12.345, 'ms')).toBe('12.3 ms')
    expect(formatValue(2.3456, '%')).toBe('2.35 %')
    expect(formatValue(12345, 'count')).toBe('12,345')
    expect(formatValue(-3.5, 'MB/min')).toBe('-3.5 MB/min')
  })

  it('shows a dash for a figure that was not measured', () => {
    expect(formatValue(null, 'ms')).toBe('—')
    expect(formatValue(Number.NaN, '%')).toBe('—')
  })
})

describe('formatTable', () => {
  const table = formatTable(
    [
      row({}),
      row({ scenario: 'cold-load', metric: 'live_data', label: 'to live data', value: 1720, unit: 'ms', budget: { scenario: 'cold-load', metric: 'live_data', max: 1500 }, verdict: 'fail' }),
      row({ scenario: 'cold-load', metric: 'live_data', label: 'to live data', value: 3900, unit: 'ms', cpu: 4, budget: null, verdict: 'none', note: 'median of 3' }),
    ],
    [{ scenario: 'console-flood', message: 'sim refused the flood' }],
  )
  const lines = table.split('\n')

  it('has a header, a rule and one line per figure and error', () => {
    expect(lines[0]).toMatch(/^scenario\s+metric\s+value\s+budget\s+result$/)
    expect(lines[1]).toMatch(/^─+ {2}─+/)
    expect(lines).toHaveLength(6)
  })

  it('marks each figure against its budget', () => {
    expect(lines[2]).toMatch(/initial-payload\s+JS \+ CSS \(gzip\)\s+151 KB\s+≤ 170 KB\s+pass$/)
    expect(lines[3]).toMatch(/1,720 ms\s+≤ 1500 ms\s+FAIL$/)
    expect(lines[4]).toContain('to live data (CPU ×4) [median of 3]')
    expect(lines[4]).toMatch(/3,900 ms$/)
    expect(lines[5]).toMatch(/console-flood\s+error: sim refused the flood\s+ERROR$/)
  })

  it('right-aligns the values', () => {
    const valueEnd = (l: string, v: string) => l.indexOf(v) + v.length
    expect(valueEnd(lines[2], '151 KB')).toBe(valueEnd(lines[3], '1,720 ms'))
  })

  it('summarises the verdicts', () => {
    expect(formatSummary([row({}), row({ verdict: 'fail' }), row({ verdict: 'none' })], [])).toBe('1/2 figures within budget, 1 over budget')
    expect(formatSummary([row({})], [{ scenario: 'x', message: 'm' }])).toBe('1/1 figures within budget, 1 scenario failed to run')
  })
})

describe('helpers', () => {
  it('labels throttled figures with their rate', () => {
    expect(metricLabel({ label: 'busy', cpu: 1 })).toBe('busy')
    expect(metricLabel({ label: 'busy', cpu: 4 })).toBe('busy (CPU ×4)')
  })

  it('pads columns to the widest cell', () => {
    expect(layoutColumns(['a', 'b'], [['long', 'x']])).toBe('a     b\n────  ─\nlong  x')
  })
})
