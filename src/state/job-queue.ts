import { sessionStore } from './printer-session'
import type { JobQueueStatus, QueuedJob } from '../moonraker/api/job-queue'
import { queuedJobsOf, queueStateOf } from '../lib/queue/job-queue'

/** The active printer's job queue as its notifications tell it (`[job_queue]`); null jobs until one arrives. */
interface JobQueueStore {
  jobs: number | null
  state: JobQueueStatus['queue_state'] | null
  /** The jobs in the printer's order, as its last status or notification listed them; null before one. */
  queued: QueuedJob[] | null
}

export const useJobQueueStore = sessionStore<JobQueueStore>(() => ({ jobs: null, state: null, queued: null }))

/** notify_job_queue_changed: the queue after a change (updated_queue is null when only its state changed). */
export function handleJobQueueChanged(change: { updated_queue: unknown[] | null; queue_state: string }): void {
  const queued = Array.isArray(change.updated_queue) ? queuedJobsOf(change.updated_queue) : null
  useJobQueueStore.setState((s) => ({
    jobs: queued ? queued.length : s.jobs,
    queued: queued ?? s.queued,
    state: queueStateOf(change.queue_state) ?? s.state,
  }))
}

/** server.job_queue.status (or a method's reply, which is the same): the whole queue. */
export function applyJobQueueStatus(status: JobQueueStatus): void {
  handleJobQueueChanged({ updated_queue: status.queued_jobs, queue_state: status.queue_state })
}

export function resetJobQueue(): void {
  useJobQueueStore.setState({ jobs: null, state: null, queued: null })
}
