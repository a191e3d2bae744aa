import type { CheckedFigure, Figure, ResultsFile } from './results'
import { formatValue, layoutColumns, metricLabel } from './table'

/** Changes smaller than this share of the earlier value read as noise. */
export const NOISE_SHARE = 0.05

export type Change = 'better' | 'worse' | 'same' | 'new' | 'gone'

export interface FigureComparison {
  scenario: string
  label: string
  unit: Figure['unit']
  before: number | null
  after: number | null
  delta: number | null
  /** delta as a share of `before`, in percent. */
  deltaPercent: number | null
  change: Change
}

function key(f: Figure): string {
  return `${f.scenario}\u0000${f.metric}\u0000${f.cpu}`
}

/** Every figure is "lower is better", so a rise beyond noise is a regression. */
export function classify(before: number | null, after: number | null, noise = NOISE_SHARE): Change {
  if (before === null && after === null) return 'same'
  if (before === null) return 'new'
  if (after === null) return 'gone'
  const delta = after - before
  const scale = Math.abs(before)
  if (scale === 0) return delta === 0 ? 'same' : delta > 0 ? 'worse' : 'better'
  if (Math.abs(delta) / scale < noise) return 'same'
  return delta > 0 ? 'worse' : 'better'
}

export function compareFigures(before: Figure[], after: Figure[], noise = NOISE_SHARE): FigureComparison[] {
  const earlier = new Map(before.map((f) => [key(f), f]))
  const out: FigureComparison[] = []
  for (const f of after) {
    const prev = earlier.get(key(f))
    earlier.delete(key(f))
    const b = prev ? prev.value : null
    const a = f.value
    const delta = a !== null && b !== null ? a - b : null
    out.push({
      scenario: f.scenario,
      label: metricLabel(f),
      unit: f.unit,
      before: b,
      after: a,
      delta,
      deltaPercent: delta !== null && b ? (delta / Math.abs(b)) * 100 : null,
      change: prev ? classify(b, a, noise) : 'new',
    })
  }
  for (const prev of earlier.values()) {
    out.push({ scenario: prev.scenario, label: metricLabel(prev), unit: prev.unit, before: prev.value, after: null, delta: null, deltaPercent: null, change: 'gone' })
  }
  return out
}

function signed(text: string, value: number): string {
  return value > 0 ? `+${text}` : text
}

export function formatComparison(rows: FigureComparison[], earlierLabel: string): string {
  const table = layoutColumns(
    ['scenario', 'metric', 'before', 'now', 'change', ''],
    rows.map((r) => [
      r.scenario,
      r.label,
      formatValue(r.before, r.unit),
      formatValue(r.after, r.unit),
      r.delta === null ? '' : signed(formatValue(r.delta, r.unit), r.delta) + (r.deltaPercent === null ? '' : ` (${signed(r.deltaPercent.toFixed(1), r.deltaPercent)} %)`),
      r.change === 'same' ? '' : r.change,
    ]),
    [2, 3],
  )
  const worse = rows.filter((r) => r.change === 'worse').length
  const better = rows.filter((r) => r.change === 'better').length
  return `Compared with ${earlierLabel}:\n${table}\n${better} better, ${worse} worse (changes under ${NOISE_SHARE * 100} % count as the same)`
}

/** `scenarios` limits the earlier figures to the scenarios run now, so --only does not list the rest as gone. */
export function compareResults(earlier: ResultsFile, now: { figures: CheckedFigure[] }, earlierLabel: string, scenarios?: string[]): string {
  const before = scenarios ? earlier.figures.filter((f) => scenarios.includes(f.scenario)) : earlier.figures
  return formatComparison(compareFigures(before, now.figures), earlierLabel)
}
