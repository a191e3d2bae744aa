import { moonraker, type Moonraker } from '../client'

/** Moonraker's job queue (`[job_queue]`): files printed one after another. */
export interface JobQueueStatus {
  queued_jobs: { filename: string; job_id: string; time_added: number; time_in_queue: number }[]
  queue_state: 'ready' | 'loading' | 'starting' | 'paused'
}

export const jobQueueStatus = (on: Moonraker = moonraker()) => on.call<JobQueueStatus>('server.job_queue.status')
export const queueJobs = (filenames: string[], on: Moonraker = moonraker()) =>
  on.call<JobQueueStatus>('server.job_queue.post_job', { filenames })
