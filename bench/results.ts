import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { round } from './stats'
import type { VsRow } from './vs-table'

/** The units the runner reports in; every figure is "lower is better". */
export type Unit = 'KB' | 'KiB' | 'MB' | 'MB/min' | 'ms' | '%' | 'count'

/** One measured number of one scenario. */
export interface Figure {
  /** Scenario id, e.g. 'cold-load'. */
  scenario: string
  /** Stable metric id within the scenario, e.g. 'live_data'. */
  metric: string
  /** What a reader sees in the table, e.g. 'to live data'. */
  label: string
  /** null when the scenario ran but could not observe the figure (noted in `note`). */
  value: number | null
  unit: Unit
  /** CDP CPU throttling rate the figure was measured at. */
  cpu: number
  /** The value as measured, where rounding it for the table changed it: budgets judge this one. */
  exact?: number
  note?: string
}

/** A figure with its value rounded for the table; the value as measured stays for the budget where rounding changed it. */
export function figureOf(base: Omit<Figure, 'value' | 'exact'>, value: number | null): Figure {
  const tidy = value === null || !Number.isFinite(value) ? null : round(value)
  const figure: Figure = { scenario: base.scenario, metric: base.metric, label: base.label, value: tidy, unit: base.unit, cpu: base.cpu }
  if (tidy !== null && value !== null && tidy !== value) figure.exact = value
  if (base.note) figure.note = base.note
  return figure
}

export interface Budget {
  scenario: string
  metric: string
  /** Throttling rate the budget applies to; 1 when absent. */
  cpu?: number
  /** value ≤ max passes. */
  max?: number
  /** value < below passes. */
  below?: number
  unit?: Unit
}

export type Verdict = 'pass' | 'fail' | 'none'

export interface CheckedFigure extends Figure {
  budget: Budget | null
  verdict: Verdict
}

export interface ScenarioError {
  scenario: string
  message: string
}

export interface ResultsFile {
  version: 1
  date: string
  /** The dashboard build that was measured. */
  dist: string
  chromium: string
  node: string
  cpus: number
  figures: CheckedFigure[]
  errors: ScenarioError[]
  /** Scenarios' own data beside their figures, by scenario id (the soak's curve). */
  details?: Record<string, unknown>
  /** A --vs run: this dashboard side by side with another (its figures are here, not in `figures`). */
  vs?: VsResults
}

export interface VsResults {
  ours: { name: string; dist: string }
  other: { name: string; dist: string; config: string }
  /** Alternating rounds per dashboard, figure and CPU rate; each row holds their median. */
  rounds: number
  /** Seconds of each printing-dashboard round. */
  printingWindowSeconds: number
  rows: VsRow[]
  /** Desktop screenshots from the printing-dashboard rounds, relative to the repository. */
  screenshots: { ours: string | null; other: string | null }
  notes: string[]
  /** The table as printed. */
  table: string
}

export function writeResults(file: string, results: ResultsFile): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n')
}

export function readResults(file: string): ResultsFile {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ResultsFile>
  if (!Array.isArray(parsed.figures)) throw new Error(`${file} is not a bench results file (no figures)`)
  return { version: 1, date: '', dist: '', chromium: '', node: '', cpus: 0, errors: [], ...parsed } as ResultsFile
}
