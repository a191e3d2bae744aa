import { create } from 'zustand'
import { listHistory } from '../moonraker/api/history'
import type { HistoryJob } from '../moonraker/types'
import { useServerStore } from './server'

/** How many distinct files the reprint tab offers (SPEC §9). */
export const REPRINT_COUNT = 3
/** Jobs asked for per request (SPEC-NOTES: 50 a request). */
const PAGE = 50

interface RecentJobsStore {
  jobs: HistoryJob[]
  loaded: boolean
}

export const useRecentJobsStore = create<RecentJobsStore>(() => ({ jobs: [], loaded: false }))

/** The newest job of each file, newest first, at most `count` files, only files that still exist. */
export function latestUniqueJobs(jobs: HistoryJob[], count = REPRINT_COUNT): HistoryJob[] {
  const seen = new Set<string>()
  const result: HistoryJob[] = []
  for (const job of [...jobs].sort((a, b) => b.start_time - a.start_time)) {
    if (seen.has(job.filename)) continue
    seen.add(job.filename)
    if (job.exists === false) continue
    result.push(job)
    if (result.length >= count) break
  }
  return result
}

export async function loadRecentJobs(): Promise<void> {
  if (!useServerStore.getState().components.includes('history')) return
  try {
    const { jobs } = await listHistory({ limit: PAGE, order: 'desc' })
    useRecentJobsStore.setState({ jobs: latestUniqueJobs(jobs), loaded: true })
  } catch {
    useRecentJobsStore.setState({ loaded: true })
  }
}

export function resetRecentJobs(): void {
  useRecentJobsStore.setState({ jobs: [], loaded: false })
}
