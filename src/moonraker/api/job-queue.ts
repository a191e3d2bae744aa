import { moonraker, type Moonraker } from '../client'
import type { JobQueueStatus, QueuedJob } from '../types'

export type { JobQueueStatus, QueuedJob }

export const jobQueueStatus = (on: Moonraker = moonraker()) => on.call<JobQueueStatus>('server.job_queue.status')
export const queueJobs = (filenames: string[], on: Moonraker = moonraker()) =>
  on.call<JobQueueStatus>('server.job_queue.post_job', { filenames })
/** Clears the queue and posts `filenames` in their order: the one way to reorder it (new job ids). */
export const replaceQueuedJobs = (filenames: string[], on: Moonraker = moonraker()) =>
  on.call<JobQueueStatus>('server.job_queue.post_job', { filenames, reset: true })
export const removeQueuedJobs = (jobIds: string[], on: Moonraker = moonraker()) =>
  on.call<JobQueueStatus>('server.job_queue.delete_job', { job_ids: jobIds })
export const clearQueuedJobs = (on: Moonraker = moonraker()) => on.call<JobQueueStatus>('server.job_queue.delete_job', { all: true })
export const pauseJobQueue = (on: Moonraker = moonraker()) => on.call<JobQueueStatus>('server.job_queue.pause')
export const startJobQueue = (on: Moonraker = moonraker()) => on.call<JobQueueStatus>('server.job_queue.start')
/** Moves a job to the front of the queue. */
export const jumpQueuedJob = (jobId: string, on: Moonraker = moonraker()) => on.call<JobQueueStatus>('server.job_queue.jump', { job_id: jobId })
