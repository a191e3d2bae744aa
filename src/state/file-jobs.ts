import { useEffect } from 'react'
import { sessionStore } from './printer-session'
import { listHistory } from '../moonraker/api/history'
import type { HistoryChange } from '../moonraker/notifications'
import { indexJobStatuses, NO_JOB_STATUSES, withJobStatus, type LastJobStatuses } from '../lib/files/last-job'
import type { ResetCause } from './events'
import { rememberLoad } from './reloads'
import { useHasComponent } from './server'
import { useSessionStore } from './session'

/**
 * The last print status of each G-code file, for the file table. The directory listing does not
 * carry it: one history request per session fills the index, notifications keep it current.
 */
interface FileJobsStore {
  index: LastJobStatuses
  state: 'idle' | 'loading' | 'loaded'
}

/** The newest jobs only: a long history is megabytes of JSON, too much for opening a file list on a phone. Older prints show through the listing's job_id when present. */
export const FILE_JOBS_LIMIT = 200

export const useFileJobsStore = sessionStore<FileJobsStore>(() => ({ index: NO_JOB_STATUSES, state: 'idle' }))

export async function loadFileJobs(): Promise<void> {
  if (useFileJobsStore.getState().state !== 'idle') return
  await fetchFileJobs()
}

async function fetchFileJobs(): Promise<void> {
  rememberLoad('file-jobs', fetchFileJobs)
  useFileJobsStore.setState((s) => (s.state === 'loaded' ? s : { state: 'loading' }))
  try {
    const { jobs } = await listHistory({ limit: FILE_JOBS_LIMIT, order: 'desc' })
    useFileJobsStore.setState({ index: indexJobStatuses(jobs), state: 'loaded' })
  } catch {
    // No history (component off, or the call refused): the column stays empty.
    useFileJobsStore.setState({ state: 'loaded' })
  }
}

export function handleFileJobChange(change: HistoryChange): void {
  if (useFileJobsStore.getState().state !== 'loaded') return
  useFileJobsStore.setState((s) => ({ index: withJobStatus(s.index, change.job) }))
}

/** A dropped socket keeps the column on screen until the return reloads it. */
export function resetFileJobs(cause: ResetCause = 'session'): void {
  if (cause === 'session') useFileJobsStore.setState({ index: NO_JOB_STATUSES, state: 'idle' })
}

/** The index, loaded the first time a table that shows the column needs it. */
export function useFileJobStatuses(enabled: boolean): LastJobStatuses {
  const socketOpen = useSessionStore((s) => s.socket.phase === 'open')
  const hasHistory = useHasComponent('history')
  const active = enabled && socketOpen && hasHistory
  const state = useFileJobsStore((s) => s.state)
  useEffect(() => {
    if (active && state === 'idle') void loadFileJobs()
  }, [active, state])
  return useFileJobsStore((s) => s.index)
}
