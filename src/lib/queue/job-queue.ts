/** The job queue's rules: pure, so the actions and screens share them and tests pin them. */
import type { JobQueueStatus, QueuedJob } from '../../moonraker/types'
import { GCODE_EXTENSIONS } from '../files/roots'
import { baseName, extensionOf } from '../files/paths'

export type QueueState = JobQueueStatus['queue_state']

export const QUEUE_STATES: readonly QueueState[] = ['ready', 'loading', 'starting', 'paused']

/** Most copies one "Add to queue" posts. */
export const MAX_COPIES = 50

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** The jobs of a notification's updated_queue, each checked field by field (anything odd is left out). */
export function queuedJobsOf(list: readonly unknown[]): QueuedJob[] {
  const jobs: QueuedJob[] = []
  for (const item of list) {
    if (!isRecord(item) || typeof item.filename !== 'string' || typeof item.job_id !== 'string') continue
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
    jobs.push({ filename: item.filename, job_id: item.job_id, time_added: num(item.time_added), time_in_queue: num(item.time_in_queue) })
  }
  return jobs
}

export function queueStateOf(value: string): QueueState | undefined {
  return QUEUE_STATES.find((s) => s === value)
}

/**
 * The queue's files with the job `moved` put where `target` is: Moonraker cannot reorder, so the new
 * order is posted again whole. null when nothing moves.
 */
export function reorderedFilenames(jobs: readonly QueuedJob[], moved: string, target: string): string[] | null {
  const from = jobs.findIndex((j) => j.job_id === moved)
  const to = jobs.findIndex((j) => j.job_id === target)
  if (from < 0 || to < 0 || from === to) return null
  const order = jobs.map((j) => j.filename)
  const [file] = order.splice(from, 1)
  order.splice(to, 0, file)
  return order
}

/** Each file `copies` times, a file's copies together (2 × [a, b] → a, a, b, b). */
export function withCopies(filenames: readonly string[], copies: number): string[] {
  const n = Math.max(1, Math.min(MAX_COPIES, Math.floor(copies)))
  return filenames.flatMap((f) => Array.from({ length: n }, () => f))
}

export interface QueueCandidate {
  path: string
  type: 'file' | 'directory'
}

/** Why an item cannot be queued: a folder, or a file the printer does not print. */
export interface QueueRefusal {
  reason: 'folder' | 'notPrintable'
  name: string
}

export function queueRefusal(items: readonly QueueCandidate[]): QueueRefusal | null {
  for (const item of items) {
    if (item.type === 'directory') return { reason: 'folder', name: baseName(item.path) }
    if (!GCODE_EXTENSIONS.includes(`.${extensionOf(baseName(item.path))}`)) return { reason: 'notPrintable', name: baseName(item.path) }
  }
  return null
}

/** What a queued file's metadata says, or that the file is gone. */
export interface QueuedFileInfo {
  missing: boolean
  estimatedTime?: number
  /** mm */
  filament?: number
  /** g */
  filamentWeight?: number
}

export interface QueueTotals {
  /** s, over the jobs whose file says */
  time: number
  /** mm */
  filament: number
  /** g */
  filamentWeight: number
  /** Jobs whose file gives no estimate (not sliced, gone, or not read yet). */
  unknown: number
}

export function queueTotals(jobs: readonly QueuedJob[], infoOf: (filename: string) => QueuedFileInfo | undefined): QueueTotals {
  const totals: QueueTotals = { time: 0, filament: 0, filamentWeight: 0, unknown: 0 }
  for (const job of jobs) {
    const info = infoOf(job.filename)
    if (!info || info.missing || info.estimatedTime === undefined) totals.unknown++
    totals.time += info?.missing ? 0 : (info?.estimatedTime ?? 0)
    totals.filament += info?.missing ? 0 : (info?.filament ?? 0)
    totals.filamentWeight += info?.missing ? 0 : (info?.filamentWeight ?? 0)
  }
  return totals
}

export interface BedCheckInput {
  /** The printer's bed-check setting. */
  enabled: boolean
  printState: string | undefined
  previousPrintState: string | undefined
  queueState: QueueState | null
  previousQueueState: QueueState | null
  jobsLeft: number
}

const RUNNING = ['printing', 'paused']

/**
 * Whether to pause the queue now so it holds for a bed check: as a job starts with more behind it
 * (Moonraker may start the next one the moment this one ends, before any page hears of it), as the
 * queue reports the job it just loaded, and again as the job completes. Only at those moments: a Start
 * pressed during a print is left alone until the print completes (when Moonraker may be quicker).
 */
export function bedCheckHolds(input: BedCheckInput): boolean {
  const { enabled, printState, previousPrintState, queueState, previousQueueState, jobsLeft } = input
  if (!enabled || jobsLeft <= 0 || queueState !== 'ready') return false
  const running = RUNNING.includes(printState ?? '')
  const started = printState === 'printing' && !RUNNING.includes(previousPrintState ?? '')
  const completed = printState === 'complete' && RUNNING.includes(previousPrintState ?? '')
  const loaded = running && (previousQueueState === 'loading' || previousQueueState === 'starting')
  return started || completed || loaded
}

/** The bed check is due: a print completed, the queue holds with jobs left; the user must clear the bed. */
export function bedCheckDue(input: Omit<BedCheckInput, 'previousPrintState' | 'previousQueueState'>): boolean {
  return input.enabled && input.printState === 'complete' && input.queueState === 'paused' && input.jobsLeft > 0
}
