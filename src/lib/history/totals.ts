import type { HistoryTotals } from '../../moonraker/types'
import { formatDuration, formatLength } from '../format'

/** SPEC §3 history totals: the server's figures plus the three averages. */
export interface TotalsView {
  total_jobs: number
  total_time: number
  total_avg: number
  total_print_time: number
  print_avg: number
  total_filament_used: number
  filament_avg: number
  longest_job: number
  longest_print: number
}

/** The server's job totals (server.history.totals → job_totals). */
export type JobTotals = HistoryTotals

export function totalsView(t: JobTotals | null | undefined): TotalsView {
  const jobs = t?.total_jobs ?? 0
  const avg = (v: number | undefined) => (jobs > 0 && v ? v / jobs : 0)
  return {
    total_jobs: jobs,
    total_time: t?.total_time ?? 0,
    total_avg: avg(t?.total_time),
    total_print_time: t?.total_print_time ?? 0,
    print_avg: avg(t?.total_print_time),
    total_filament_used: t?.total_filament_used ?? 0,
    filament_avg: avg(t?.total_filament_used),
    longest_job: t?.longest_job ?? 0,
    longest_print: t?.longest_print ?? 0,
  }
}

/** The rows of the stats card, in SPEC §3 order, formatted per SPEC §9. */
export const TOTAL_ROWS = [
  'total_jobs',
  'total_time',
  'total_avg',
  'total_print_time',
  'print_avg',
  'total_filament_used',
  'filament_avg',
  'longest_job',
  'longest_print',
] as const satisfies readonly (keyof TotalsView)[]

export function formatTotal(key: keyof TotalsView, view: TotalsView, locale?: string): string {
  const v = view[key]
  if (key === 'total_jobs') return String(v)
  if (key === 'total_filament_used' || key === 'filament_avg') return formatLength(v, locale)
  return formatDuration(v, locale)
}
