import type { HistoryJob } from '../../moonraker/types'
import type { HistorySortKey } from './columns'
import { isoTime, type CsvCell } from './csv'
import { jobEnergyKwh } from './job-energy'
import { matchesStatus } from './status'

/** A Moonraker history job (server.history.list). */
export type JobRecord = HistoryJob

export interface HistorySort {
  key: HistorySortKey
  desc: boolean
}

/** SPEC §9: sorted by start time, newest first. */
export const DEFAULT_SORT: HistorySort = { key: 'start_time', desc: true }

export interface HistoryQuery {
  search: string
  statuses: readonly string[]
  sort: HistorySort
}

/** A job's basename, what the table shows first. */
export function baseName(filename: string): string {
  const i = filename.lastIndexOf('/')
  return i < 0 ? filename : filename.slice(i + 1)
}

/** The folder a job's file sits in, relative to gcodes ('' at the top). */
export function folderOf(filename: string): string {
  const i = filename.lastIndexOf('/')
  return i < 0 ? '' : filename.slice(0, i)
}

function sortValue<J extends JobRecord>(job: J, key: HistorySortKey, cost: (job: J) => number | null): string | number {
  switch (key) {
    case 'filename':
      return job.filename.toLowerCase()
    case 'status':
      return job.status
    case 'slicer':
      return (job.metadata?.slicer ?? '').toLowerCase()
    case 'end_time':
      return job.end_time ?? Number.POSITIVE_INFINITY
    case 'cost':
      return cost(job) ?? -1
    case 'energy':
      return jobEnergyKwh(job) ?? -1
    default:
      return job[key] ?? 0
  }
}

/** Jobs whose file name holds the search text and whose status is chosen, in the chosen order. */
export function queryJobs<J extends JobRecord>(jobs: readonly J[], q: HistoryQuery, cost: (job: J) => number | null = () => null): J[] {
  const needle = q.search.trim().toLowerCase()
  const out = jobs.filter((j) => (!needle || j.filename.toLowerCase().includes(needle)) && matchesStatus(j.status, q.statuses))
  const { key, desc } = q.sort
  const dir = desc ? -1 : 1
  return out.sort((a, b) => {
    const va = sortValue(a, key, cost)
    const vb = sortValue(b, key, cost)
    if (va < vb) return -dir
    if (va > vb) return dir
    return b.start_time - a.start_time
  })
}

/** True when the view needs every job of the history, not just the newest pages. */
export function needsAllJobs(q: HistoryQuery): boolean {
  return q.search.trim() !== '' || q.statuses.length > 0 || q.sort.key !== DEFAULT_SORT.key || q.sort.desc !== DEFAULT_SORT.desc
}

export const CSV_HEADER = [
  'job_id',
  'filename',
  'status',
  'start_time',
  'end_time',
  'print_duration_s',
  'total_duration_s',
  'filament_used_mm',
  'file_exists',
  'slicer',
  'layer_height_mm',
  'nozzle_diameter_mm',
  'filament_type',
  'filament_name',
  'energy_kwh',
  'cost',
  'note',
] as const

/** One CSV row per job: every column, ISO dates, raw numbers. */
export function csvRow(job: HistoryJob, cost: number | null, note: string): CsvCell[] {
  const m = job.metadata ?? {}
  return [
    job.job_id,
    job.filename,
    job.status,
    isoTime(job.start_time),
    isoTime(job.end_time),
    round(job.print_duration, 3),
    round(job.total_duration, 3),
    round(job.filament_used, 3),
    job.exists,
    m.slicer ? `${m.slicer}${m.slicer_version ? ` ${m.slicer_version}` : ''}` : '',
    m.layer_height,
    m.nozzle_diameter,
    m.filament_type,
    m.filament_name,
    round(jobEnergyKwh(job), 6),
    cost === null ? '' : round(cost, 2),
    note,
  ]
}

function round(v: number | null | undefined, digits: number): number | '' {
  if (v === null || v === undefined || !Number.isFinite(v)) return ''
  const f = 10 ** digits
  return Math.round(v * f) / f
}
