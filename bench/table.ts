import { describeBudget } from './budgets'
import type { CheckedFigure, ScenarioError, Unit } from './results'

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null || !Number.isFinite(value)) return '—'
  const text = value.toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2 })
  if (unit === 'count') return text
  if (unit === '%') return `${text} %`
  return `${text} ${unit}`
}

export function metricLabel(f: { label: string; cpu: number }): string {
  return f.cpu === 1 ? f.label : `${f.label} (CPU ×${f.cpu})`
}

const VERDICT_TEXT = { pass: 'pass', fail: 'FAIL', none: '' } as const

/** Lays rows out as left-aligned columns with a rule under the header. */
export function layoutColumns(header: string[], rows: string[][], rightAligned: number[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned.includes(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

/** The one table `npm run bench` prints: scenario, metric, value, budget, pass/fail. */
export function formatTable(figures: CheckedFigure[], errors: ScenarioError[] = []): string {
  const rows = figures.map((f) => [
    f.scenario,
    metricLabel(f) + (f.note ? ` [${f.note}]` : ''),
    formatValue(f.value, f.unit),
    describeBudget(f.budget, f.unit),
    VERDICT_TEXT[f.verdict],
  ])
  for (const e of errors) rows.push([e.scenario, `error: ${e.message}`, '', '', 'ERROR'])
  return layoutColumns(['scenario', 'metric', 'value', 'budget', 'result'], rows, [2])
}

/** One line under the table: how many figures met their budget. */
export function formatSummary(figures: CheckedFigure[], errors: ScenarioError[]): string {
  const judged = figures.filter((f) => f.verdict !== 'none')
  const failed = judged.filter((f) => f.verdict === 'fail').length
  const parts = [`${judged.length - failed}/${judged.length} figures within budget`]
  if (failed) parts.push(`${failed} over budget`)
  if (errors.length) parts.push(`${errors.length} scenario${errors.length === 1 ? '' : 's'} failed to run`)
  return parts.join(', ')
}
