import type { HistoryJob } from '../../moonraker/types'

/** What the selected History jobs add up to (the sum row under the table). */
export interface JobSum {
  count: number
  /** Seconds spent printing (print_duration), summed. */
  printDuration: number
  /** Seconds from start to end (total_duration), summed. */
  totalDuration: number
  /** Millimetres of filament (filament_used), summed. */
  filamentUsed: number
}

const amount = (v: number | undefined) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0)

/** Sums the jobs whose ids are selected; a job missing a figure adds nothing for it. */
export function sumJobs(jobs: readonly HistoryJob[], selected: ReadonlySet<string>): JobSum {
  const sum: JobSum = { count: 0, printDuration: 0, totalDuration: 0, filamentUsed: 0 }
  for (const job of jobs) {
    if (!selected.has(job.job_id)) continue
    sum.count++
    sum.printDuration += amount(job.print_duration)
    sum.totalDuration += amount(job.total_duration)
    sum.filamentUsed += amount(job.filament_used)
  }
  return sum
}
