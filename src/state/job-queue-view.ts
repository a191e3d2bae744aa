/** The job queue as a screen shows it: loaded when first shown, live from the printer's notifications. */
import { useEffect } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { QueuedJob } from '../moonraker/types'
import { loadJobQueue } from './actions/job-queue'
import { useJobQueueStore } from './job-queue'
import { useQueuedFiles, type QueuedFile } from './queue-files'
import { rememberLoad } from './reloads'
import { useHasComponent } from './server'

const NO_JOBS: QueuedJob[] = []

export interface JobQueueView {
  /** The printer's Moonraker has a job queue. */
  available: boolean
  /** The printer's list has arrived. */
  loaded: boolean
  jobs: QueuedJob[]
  state: ReturnType<typeof useJobQueueStore.getState>['state']
  /** What is known of each queued file, by name. */
  files: Record<string, QueuedFile>
}

export function useJobQueue(): JobQueueView {
  const available = useHasComponent('job_queue')
  const { queued, state } = useJobQueueStore(useShallow((s) => ({ queued: s.queued, state: s.state })))
  const missing = queued === null
  useEffect(() => {
    if (!available) return
    rememberLoad('jobQueue', loadJobQueue)
    if (useJobQueueStore.getState().queued === null) void loadJobQueue()
  }, [available, missing])
  // "Print next" in another tab is not notified (Moonraker's jump): a tab shown again reads the queue.
  useEffect(() => {
    if (!available) return
    const shown = () => {
      if (document.visibilityState === 'visible') void loadJobQueue()
    }
    document.addEventListener('visibilitychange', shown)
    return () => document.removeEventListener('visibilitychange', shown)
  }, [available])
  const jobs = queued ?? NO_JOBS
  const files = useQueuedFiles(jobs.map((j) => j.filename))
  return { available, loaded: queued !== null, jobs, state, files }
}
