import { describe, expect, it } from 'vitest'
import { classify, compareFigures, compareResults, formatComparison } from './compare'
import type { CheckedFigure, ResultsFile } from './results'

const fig = (metric: string, value: number | null, over: Partial<CheckedFigure> = {}): CheckedFigure => ({
  scenario: 'printing-dashboard',
  metric,
  label: metric,
  value,
  unit: '%',
  cpu: 1,
  budget: null,
  verdict: 'none',
  ...over,
})

const file = (figures: CheckedFigure[]): ResultsFile => ({ version: 1, date: '', dist: 'dist', chromium: '', node: '', cpus: 2, figures, errors: [] })

describe('classify', () => {
  it('reads a rise beyond noise as worse, a fall as better', () => {
    expect(classify(10, 12)).toBe('worse')
    expect(classify(10, 8)).toBe('better')
    expect(classify(10, 10.4)).toBe('same')
    expect(classify(0, 0)).toBe('same')
    expect(classify(0, 1)).toBe('worse')
    expect(classify(null, 1)).toBe('new')
    expect(classify(1, null)).toBe('gone')
  })
})

describe('compareFigures', () => {
  it('pairs figures by scenario, metric and CPU rate', () => {
    const rows = compareFigures([fig('busy', 4), fig('busy', 20, { cpu: 4 }), fig('old', 1)], [fig('busy', 3), fig('busy', 24, { cpu: 4 }), fig('fresh', 2)])
    expect(rows.map((r) => [r.label, r.change])).toEqual([
      ['busy', 'better'],
      ['busy (CPU ×4)', 'worse'],
      ['fresh', 'new'],
      ['old', 'gone'],
    ])
    expect(rows[0].delta).toBe(-1)
    expect(rows[0].deltaPercent).toBe(-25)
    expect(rows[1].deltaPercent).toBe(20)
  })

  it('keeps a figure that was not measured this time', () => {
    const [row] = compareFigures([fig('busy', 4)], [fig('busy', null)])
    expect(row.change).toBe('gone')
    expect(row.delta).toBeNull()
  })
})

describe('formatComparison', () => {
  it('prints before, now, the signed change and the verdict', () => {
    const text = formatComparison(compareFigures([fig('busy', 4)], [fig('busy', 5)]), 'old.json')
    const lines = text.split('\n')
    expect(lines[0]).toBe('Compared with old.json:')
    expect(lines[3]).toMatch(/printing-dashboard\s+busy\s+4 %\s+5 %\s+\+1 % \(\+25\.0 %\)\s+worse$/)
    expect(lines.at(-1)).toBe('0 better, 1 worse (changes under 5 % count as the same)')
  })

  it('limits the earlier figures to the scenarios run now', () => {
    const earlier = file([fig('busy', 4), fig('live_data', 900, { scenario: 'cold-load', unit: 'ms' })])
    const text = compareResults(earlier, { figures: [fig('busy', 4)] }, 'old.json', ['printing-dashboard'])
    expect(text).not.toContain('cold-load')
    expect(text).toContain('0 better, 0 worse')
  })
})
