import { join } from 'node:path'
import { JsonDocument } from '../persist'
import type { HistoryTotals } from '../../../src/moonraker/types'
import type { AuxiliaryTotal } from './fields'

export type JobStatus =
  | 'in_progress'
  | 'completed'
  | 'cancelled'
  | 'error'
  | 'klippy_shutdown'
  | 'klippy_disconnect'
  | 'server_exit'

export interface HistoryJob {
  job_id: string
  user: string | null
  filename: string
  status: JobStatus
  start_time: number
  end_time: number | null
  print_duration: number
  total_duration: number
  filament_used: number
  metadata: Record<string, unknown>
  auxiliary_data: unknown[]
}

export type JobTotals = HistoryTotals

interface HistoryFile {
  next_job_id: number
  jobs: HistoryJob[]
  totals: JobTotals
  /** The history fields' totals (absent in files of older builds). */
  aux_totals?: AuxiliaryTotal[]
}

export const emptyTotals = (): JobTotals => ({
  total_jobs: 0,
  total_time: 0,
  total_print_time: 0,
  total_filament_used: 0,
  longest_job: 0,
  longest_print: 0,
})

/** The job list and the running totals, kept in history.json of the data folder. */
export class HistoryStore {
  private readonly doc: JsonDocument<HistoryFile>

  constructor(dataDir: string) {
    this.doc = new JsonDocument<HistoryFile>(join(dataDir, 'history.json'), () => ({
      next_job_id: 1,
      jobs: [],
      totals: emptyTotals(),
    }))
  }

  get jobs(): readonly HistoryJob[] {
    return this.doc.data.jobs
  }

  get totals(): JobTotals {
    return this.doc.data.totals
  }

  get auxTotals(): AuxiliaryTotal[] {
    return this.doc.data.aux_totals ?? []
  }

  set auxTotals(totals: AuxiliaryTotal[]) {
    this.doc.data.aux_totals = totals
    this.doc.save()
  }

  /** Moonraker's ids: six upper-case hex digits, counting up. */
  add(job: Omit<HistoryJob, 'job_id'>): HistoryJob {
    const id = this.doc.data.next_job_id++
    const stored: HistoryJob = { job_id: id.toString(16).toUpperCase().padStart(6, '0'), ...job }
    this.doc.data.jobs.push(stored)
    this.doc.save()
    return stored
  }

  /** Adds jobs that already ended (a seeded past), counting them in the totals; one write for all. */
  addFinished(jobs: Omit<HistoryJob, 'job_id'>[]): void {
    for (const job of jobs) {
      const id = this.doc.data.next_job_id++
      this.doc.data.jobs.push({ job_id: id.toString(16).toUpperCase().padStart(6, '0'), ...job })
      this.addToTotals(job)
    }
    this.doc.save()
  }

  find(jobId: string): HistoryJob | undefined {
    return this.doc.data.jobs.find((j) => j.job_id === jobId)
  }

  /** Closes a job with its final figures and adds them to the totals. */
  finish(job: HistoryJob, status: JobStatus, figures: Partial<Pick<HistoryJob, 'end_time' | 'print_duration' | 'total_duration' | 'filament_used'>>): void {
    Object.assign(job, figures, { status })
    this.addToTotals(job)
    this.doc.save()
  }

  private addToTotals(job: Pick<HistoryJob, 'total_duration' | 'print_duration' | 'filament_used'>): void {
    const t = this.doc.data.totals
    t.total_jobs += 1
    t.total_time += job.total_duration
    t.total_print_time += job.print_duration
    t.total_filament_used += job.filament_used
    t.longest_job = Math.max(t.longest_job, job.total_duration)
    t.longest_print = Math.max(t.longest_print, job.print_duration)
  }

  /** Something about a job changed (its metadata arrived late). */
  touched(): void {
    this.doc.save()
  }

  remove(jobIds: string[]): string[] {
    const wanted = new Set(jobIds)
    const removed = this.doc.data.jobs.filter((j) => wanted.has(j.job_id)).map((j) => j.job_id)
    this.doc.data.jobs = this.doc.data.jobs.filter((j) => !wanted.has(j.job_id))
    this.doc.save()
    return removed
  }

  resetTotals(): JobTotals {
    const last = this.doc.data.totals
    this.doc.data.totals = emptyTotals()
    this.doc.save()
    return last
  }

  flush(): void {
    this.doc.flush()
  }
}
