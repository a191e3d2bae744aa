import { sessionStore } from './printer-session'
import type { JobQueueStatus } from '../moonraker/api/job-queue'

/** The active printer's job queue as its notifications tell it (`[job_queue]`); null jobs until one arrives. */
interface JobQueueStore {
  jobs: number | null
  state: JobQueueStatus['queue_state'] | null
}

export const useJobQueueStore = sessionStore<JobQueueStore>(() => ({ jobs: null, state: null }))

/** notify_job_queue_changed: the queue after a change (updated_queue is null when only its state changed). */
const QUEUE_STATES: readonly JobQueueStatus['queue_state'][] = ['ready', 'loading', 'starting', 'paused']

export function handleJobQueueChanged(change: { updated_queue: unknown[] | null; queue_state: string }): void {
  useJobQueueStore.setState((s) => ({
    jobs: Array.isArray(change.updated_queue) ? change.updated_queue.length : s.jobs,
    state: QUEUE_STATES.find((q) => q === change.queue_state) ?? s.state,
  }))
}

export function resetJobQueue(): void {
  useJobQueueStore.setState({ jobs: null, state: null })
}
