import type { Unit } from './results'
import { median, round } from './stats'
import { formatValue, layoutColumns, metricLabel } from './table'

/** One figure of the side-by-side comparison, both dashboards' rounds and their medians. */
export interface VsRow {
  scenario: string
  metric: string
  label: string
  unit: Unit
  cpu: number
  /** Medians of the rounds that observed the figure; null when none did. */
  ours: number | null
  other: number | null
  /** ours / other; null when either is missing or the other is 0. */
  ratio: number | null
  oursRounds: (number | null)[]
  otherRounds: (number | null)[]
}

export interface VsFigure {
  scenario: string
  metric: string
  label: string
  unit: Unit
}

const tidy = (v: number | null) => (v === null || !Number.isFinite(v) ? null : round(v))

export function vsRatio(ours: number | null, other: number | null): number | null {
  if (ours === null || other === null || !Number.isFinite(ours) || !Number.isFinite(other) || other === 0) return null
  return ours / other
}

/** The row of one figure at one CPU rate: the median of each dashboard's rounds, and their ratio. */
export function vsRow(figure: VsFigure, cpu: number, oursRounds: (number | null)[], otherRounds: (number | null)[]): VsRow {
  const med = (rounds: (number | null)[]) => median(rounds.filter((v): v is number => v !== null && Number.isFinite(v)))
  const ours = med(oursRounds)
  const other = med(otherRounds)
  const ratio = vsRatio(ours, other)
  return {
    ...figure,
    cpu,
    ours: tidy(ours),
    other: tidy(other),
    ratio: ratio === null ? null : Math.round(ratio * 1000) / 1000,
    oursRounds: oursRounds.map(tidy),
    otherRounds: otherRounds.map(tidy),
  }
}

/** "0.31×", "2.4×", "12×"; a dash where there is no ratio. */
export function formatRatio(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return '—'
  const digits = ratio >= 10 ? 0 : ratio >= 1 ? 1 : 2
  return `${ratio.toFixed(digits)}×`
}

/** A median with the number of rounds it comes from when some rounds did not observe the figure. */
function cell(value: number | null, unit: Unit, rounds: (number | null)[]): string {
  const seen = rounds.filter((v) => v !== null).length
  const text = formatValue(value, unit)
  return seen < rounds.length && value !== null ? `${text} (${seen}/${rounds.length})` : text
}

/** The side-by-side table: figure | ours | other | ratio (ours/other), one line per figure and CPU rate. */
export function formatVsTable(rows: VsRow[], names: { ours: string; other: string }, scenarioTitles: Record<string, string> = {}): string {
  const lines = rows.map((r) => [
    `${scenarioTitles[r.scenario] ?? r.scenario}: ${metricLabel(r)}`,
    cell(r.ours, r.unit, r.oursRounds),
    cell(r.other, r.unit, r.otherRounds),
    formatRatio(r.ratio),
  ])
  return layoutColumns(['figure', names.ours, names.other, `ratio (${names.ours}/${names.other})`], lines, [1, 2, 3])
}
