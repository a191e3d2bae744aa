import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkFigures, describeBudget, findBudget, loadBudgets, verdictOf } from './budgets'
import { figureOf, type Budget, type Figure } from './results'

const figure = (over: Partial<Figure> = {}): Figure => ({
  scenario: 'initial-payload',
  metric: 'js_css_gzip',
  label: 'JS + CSS (gzip)',
  value: 150,
  unit: 'KB',
  cpu: 1,
  ...over,
})

const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-budgets-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

function budgetsFile(content: unknown): string {
  const file = path.join(tmp, 'budgets.json')
  writeFileSync(file, JSON.stringify(content))
  return file
}

describe('budgets.json', () => {
  it('holds the budgets: the design targets, and the stricter printing figures of the performance issue', () => {
    const budgets = loadBudgets()
    const limit = (scenario: string, metric: string, cpu = 1) => {
      const b = findBudget(budgets, figure({ scenario, metric, cpu }))
      return b?.max ?? b?.below
    }
    // DESIGN.md's 'JS + CSS the first page loads' is the eager payload (its Fluidd figure, 493 KiB, is
    // Fluidd's eager JS + CSS); the whole first load's JS + CSS is held by its bytes and requests.
    expect(limit('initial-payload', 'eager_js_css_gzip')).toBe(157)
    expect(limit('initial-payload', 'js_css_gzip')).toBeUndefined()
    expect(limit('initial-payload', 'transfer_gzip')).toBe(270)
    expect(limit('initial-payload', 'requests')).toBe(40)
    expect(limit('cold-load', 'live_data')).toBe(1500)
    expect(limit('printing-dashboard', 'busy')).toBe(1)
    expect(limit('printing-dashboard', 'busy', 4)).toBe(4)
    expect(limit('long-print', 'heap_growth')).toBe(10)
    expect(limit('console-flood', 'busy')).toBe(30)
    expect(limit('console-flood', 'last_line_delay')).toBe(100)
    expect(limit('10k-files', 'rows_on_screen')).toBe(300)
    expect(limit('farm', 'busy')).toBe(3)
    expect(limit('farm', 'busy', 4)).toBe(10)
    expect(limit('farm', 'heap_growth')).toBe(10)
  })

  it('rejects entries without exactly one numeric limit', () => {
    expect(() => loadBudgets(budgetsFile({ budgets: [{ scenario: 'a', metric: 'b' }] }))).toThrow(/exactly one/)
    expect(() => loadBudgets(budgetsFile({ budgets: [{ scenario: 'a', metric: 'b', max: 1, below: 2 }] }))).toThrow(/exactly one/)
    expect(() => loadBudgets(budgetsFile({ budgets: [{ scenario: 'a', max: 1 }] }))).toThrow(/required/)
    expect(() => loadBudgets(budgetsFile({ nothing: [] }))).toThrow(/expected/)
  })
})

describe('budget checks', () => {
  const perCpu: Budget[] = [
    { scenario: 'printing-dashboard', metric: 'busy', max: 3 },
    { scenario: 'printing-dashboard', metric: 'busy', cpu: 4, max: 12 },
  ]

  it('matches a budget by scenario, metric and CPU rate', () => {
    expect(findBudget(perCpu, figure({ scenario: 'printing-dashboard', metric: 'busy' }))?.max).toBe(3)
    expect(findBudget(perCpu, figure({ scenario: 'printing-dashboard', metric: 'busy', cpu: 4 }))?.max).toBe(12)
    expect(findBudget(perCpu, figure({ scenario: 'printing-dashboard', metric: 'busy', cpu: 6 }))).toBeNull()
    expect(findBudget(perCpu, figure())).toBeNull()
  })

  it('passes at the limit for max and below it for below', () => {
    expect(verdictOf(170, { scenario: '', metric: '', max: 170 })).toBe('pass')
    expect(verdictOf(170.1, { scenario: '', metric: '', max: 170 })).toBe('fail')
    expect(verdictOf(29.9, { scenario: '', metric: '', below: 30 })).toBe('pass')
    expect(verdictOf(30, { scenario: '', metric: '', below: 30 })).toBe('fail')
  })

  it('fails a budgeted figure that could not be measured, and leaves unbudgeted ones unjudged', () => {
    expect(verdictOf(null, { scenario: '', metric: '', max: 1 })).toBe('fail')
    expect(verdictOf(Number.NaN, { scenario: '', metric: '', max: 1 })).toBe('fail')
    expect(verdictOf(null, null)).toBe('none')
    expect(verdictOf(5, null)).toBe('none')
  })

  it('checks every figure', () => {
    const checked = checkFigures(
      [figure({ scenario: 'printing-dashboard', metric: 'busy', value: 2.5, unit: '%' }), figure({ scenario: 'printing-dashboard', metric: 'busy', value: 14, unit: '%', cpu: 4 }), figure()],
      perCpu,
    )
    expect(checked.map((c) => c.verdict)).toEqual(['pass', 'fail', 'none'])
    expect(checked[1].budget?.cpu).toBe(4)
  })

  it('judges the value as measured, not as rounded for the table', () => {
    const budget: Budget[] = [{ scenario: 'initial-payload', metric: 'transfer_gzip', max: 270, unit: 'KB' }]
    const base = { scenario: 'initial-payload', metric: 'transfer_gzip', label: 'all bytes', unit: 'KB' as const, cpu: 1 }
    const over = figureOf(base, 270.218)
    const under = figureOf(base, 269.947)
    expect([over.value, over.exact, under.value]).toEqual([270, 270.218, 270])
    expect(figureOf(base, 12.5).exact).toBeUndefined()
    expect(checkFigures([over, under], budget).map((c) => c.verdict)).toEqual(['fail', 'pass'])
  })

  it('describes a budget with its unit', () => {
    expect(describeBudget({ scenario: '', metric: '', max: 170 }, 'KB')).toBe('≤ 170 KB')
    expect(describeBudget({ scenario: '', metric: '', below: 30 }, '%')).toBe('< 30 %')
    expect(describeBudget({ scenario: '', metric: '', max: 5 }, 'count')).toBe('≤ 5')
    expect(describeBudget(null, 'ms')).toBe('')
  })
})
