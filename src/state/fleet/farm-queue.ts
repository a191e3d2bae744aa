/** A printer's job queue as its farm card shows it: how many jobs, which file is next, its state. */
import { jobQueueStatus } from '../../moonraker/api/job-queue'
import type { Moonraker } from '../../moonraker/client'
import { queuedJobsOf, queueStateOf } from '../../lib/queue/job-queue'
import type { FarmPrinter } from './farm-printer'

type FarmQueue = Partial<Pick<FarmPrinter, 'queuedJobs' | 'nextJob' | 'queueState'>>

/** notify_job_queue_changed's fields (updated_queue is null when only the state changed). */
export function farmQueueOf(change: { updated_queue: unknown[] | null; queue_state: string }): FarmQueue {
  const fields: FarmQueue = {}
  const state = queueStateOf(change.queue_state)
  if (state) fields.queueState = state
  if (Array.isArray(change.updated_queue)) {
    const jobs = queuedJobsOf(change.updated_queue)
    fields.queuedJobs = jobs.length
    fields.nextJob = jobs[0]?.filename ?? null
  }
  return fields
}

/** Asks the queue once (a printer without [job_queue] refuses: its card shows no queue). */
export async function readFarmQueue(on: Moonraker): Promise<FarmQueue> {
  try {
    const status = await jobQueueStatus(on)
    return farmQueueOf({ updated_queue: status.queued_jobs, queue_state: status.queue_state })
  } catch {
    return {}
  }
}
