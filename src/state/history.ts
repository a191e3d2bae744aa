import { sessionPart, sessionStore } from './printer-session'
import { fileUrl } from '../moonraker/api/files'
import { historyTotals, listHistory } from '../moonraker/api/history'
import type { HistoryChange } from '../moonraker/notifications'
import type { HistoryAuxiliaryTotal, HistoryJob, HistoryTotals } from '../moonraker/types'
import { smallThumbnail } from '../lib/files/entry'
import { mergeJobs } from '../lib/history/merge'
import type { ResetCause } from './events'
import { rememberLoad } from './reloads'
import { useServerStore } from './server'

/** How many distinct files the reprint tab offers (SPEC §9). */
export const REPRINT_COUNT = 3
/** Jobs asked for per request (SPEC-NOTES: 50 a request). */
export const HISTORY_PAGE = 50

interface RecentJobsStore {
  jobs: HistoryJob[]
  loaded: boolean
}

export const useRecentJobsStore = sessionStore<RecentJobsStore>(() => ({ jobs: [], loaded: false }))

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
  rememberLoad('history:recent', loadRecentJobs)
  const store = useRecentJobsStore.ofSession()
  try {
    const { jobs } = await listHistory({ limit: HISTORY_PAGE, order: 'desc' })
    store.setState({ jobs: latestUniqueJobs(jobs), loaded: true })
  } catch {
    store.setState({ loaded: true })
  }
}

/** A dropped socket keeps the list on screen until the return reloads it. */
export function resetRecentJobs(cause: ResetCause = 'session'): void {
  if (cause === 'session') useRecentJobsStore.setState({ jobs: [], loaded: false })
}

/** The /history page's view of the printer's job history: the newest pages loaded so far, and the totals. */
interface HistoryStore {
  /** Newest first, one entry per job id. */
  jobs: HistoryJob[]
  /** Every job is here (the last page came back short). */
  complete: boolean
  /** The first page or the whole history is on its way (the refresh button spins). */
  loading: boolean
  /** The next page is on its way, asked for by scrolling: nothing shows it. */
  paging: boolean
  loaded: boolean
  totals: HistoryTotals | null
  /** The history fields' totals (a power sensor's energy), when the server keeps any. */
  auxiliaryTotals: HistoryAuxiliaryTotal[]
  /** performance.now() when the first page arrived: the table times reply → rows from it. */
  receivedAt: number
}

const emptyHistory = (): HistoryStore => ({ jobs: [], complete: false, loading: false, paging: false, loaded: false, totals: null, auxiliaryTotals: [], receivedAt: 0 })

export const useHistoryStore = sessionStore<HistoryStore>(emptyHistory)

/** The session's history store and its load generation: a reply older than the last reload is dropped. */
const historyLoads = sessionPart((session) => ({ store: useHistoryStore.ofSession(session), generation: 0 }))

/** A new session empties the page; a dropped socket keeps what it shows until the return reloads it. */
export function resetHistory(cause: ResetCause = 'session'): void {
  historyLoads().generation++
  if (cause === 'session') useHistoryStore.setState(emptyHistory())
  else useHistoryStore.setState({ loading: false, paging: false })
}

/** After a return: as many jobs as were shown (all when all were), so the list keeps its length and place. */
function reloadShownJobs(): Promise<void> {
  const { complete, jobs } = useHistoryStore.getState()
  return loadHistory(complete && jobs.length > HISTORY_PAGE ? 0 : Math.max(HISTORY_PAGE, jobs.length))
}

/** The newest `limit` jobs (0: all), dropping what was loaded (page opened, after delete-all, a return). */
export async function loadHistory(limit = HISTORY_PAGE): Promise<void> {
  const loads = historyLoads()
  const { store } = loads
  const gen = ++loads.generation
  rememberLoad('history:jobs', reloadShownJobs)
  store.setState({ loading: true })
  try {
    const { jobs } = await listHistory({ limit, order: 'desc' })
    if (gen !== loads.generation) return
    // A page asked for before this reload was dropped with its generation.
    const complete = limit === 0 || jobs.length < limit
    store.setState({ jobs: mergeJobs([], jobs), complete, loading: false, paging: false, loaded: true, receivedAt: performance.now() })
  } catch (error) {
    if (gen === loads.generation) store.setState({ loading: false, loaded: true })
    throw error
  }
}

/**
 * The next page, older than the oldest job loaded. Paging by time rather than by offset keeps a
 * job that starts or is deleted meanwhile from shifting pages.
 */
export async function loadMoreHistory(): Promise<void> {
  const loads = historyLoads()
  const { store } = loads
  const s = store.getState()
  if (s.loading || s.paging || s.complete || !s.loaded) return
  const gen = loads.generation
  const oldest = s.jobs[s.jobs.length - 1]
  store.setState({ paging: true })
  try {
    const { jobs } = await listHistory({ limit: HISTORY_PAGE, order: 'desc', ...(oldest ? { before: oldest.start_time } : {}) })
    if (gen !== loads.generation) return
    store.setState((cur) => ({ jobs: mergeJobs(cur.jobs, jobs), complete: jobs.length < HISTORY_PAGE, paging: false }))
  } catch (error) {
    if (gen === loads.generation) store.setState({ paging: false })
    throw error
  }
}

/** Every job (limit 0): only for searching, filtering or sorting by another column, where the whole history matters. */
export async function loadAllHistory(): Promise<void> {
  const loads = historyLoads()
  const { store } = loads
  if (store.getState().complete) return
  const gen = loads.generation
  store.setState({ loading: true })
  try {
    const { jobs } = await listHistory({ limit: 0, order: 'desc' })
    if (gen !== loads.generation) return
    store.setState((cur) => ({ jobs: mergeJobs(cur.jobs, jobs), complete: true, loading: false, loaded: true }))
  } catch (error) {
    if (gen === loads.generation) store.setState({ loading: false })
    throw error
  }
}

export async function loadHistoryTotals(): Promise<void> {
  rememberLoad('history:totals', loadHistoryTotals)
  const store = useHistoryStore.ofSession()
  const { job_totals, auxiliary_totals } = await historyTotals()
  store.setState({ totals: job_totals, auxiliaryTotals: auxiliary_totals ?? [] })
}

/** Jobs started since a time (charts); not kept in the store. */
export async function fetchJobsSince(since: number): Promise<HistoryJob[]> {
  const { jobs } = await listHistory({ limit: 0, order: 'asc', since })
  return jobs
}

/** A job started or finished: its row appears or changes in place, and the totals follow. */
export function handleHistoryChanged(change: HistoryChange): void {
  const { job } = change
  if (!job) return
  const s = useHistoryStore.getState()
  if (s.loaded) useHistoryStore.setState({ jobs: mergeJobs(s.jobs, [job]) })
  if (change.action === 'finished' && s.totals) void loadHistoryTotals().catch(() => undefined)
}

/** Local effects of a delete the server confirmed (Moonraker does not announce deletes). */
export function forgetJobs(ids: readonly string[]): void {
  const gone = new Set(ids)
  useHistoryStore.setState((s) => ({ jobs: s.jobs.filter((j) => !gone.has(j.job_id)) }))
  useRecentJobsStore.setState((s) => ({ jobs: s.jobs.filter((j) => !gone.has(j.job_id)) }))
}

export function setHistoryTotals(totals: HistoryTotals): void {
  useHistoryStore.setState({ totals })
}

/** The small picture of a job's file, from the metadata kept with the job. */
export function jobThumbnailUrl(job: HistoryJob): string | null {
  const thumb = smallThumbnail(job.metadata)
  if (!thumb || job.exists === false) return null
  const dir = job.filename.includes('/') ? job.filename.slice(0, job.filename.lastIndexOf('/') + 1) : ''
  try {
    const url = fileUrl('gcodes', `${dir}${thumb.relative_path}`)
    const modified = job.metadata.modified
    return modified ? `${url}${url.includes('?') ? '&' : '?'}t=${Math.round(modified)}` : url
  } catch {
    return null
  }
}
