import type { Klippy } from '../../klippy/types'
import type { FileManager } from '../files/manager'
import { getString, optBool, optNumber, optString } from '../params'
import { ApiError, type Params, type SimContext } from '../types'
import { AuxiliaryFields } from './auxiliary'
import type { HistoryField } from './fields'
import { JobRecorder } from './recorder'
import { seedHistory } from './seed'
import { HistoryStore, type HistoryJob } from './store'

export interface HistoryDeps {
  klippy: Klippy
  files: FileManager
  /** Jobs to invent for an empty history (`npm start` shows a lived-in printer); none by default. */
  seedJobs?: number
}

export interface HistoryComponent {
  /** Attributes the next print of a file to a user (call it from printer.print.start). */
  noteUser(filename: string, username: string | null): void
  /** Closes a running job as server_exit and writes history.json. */
  close(): void
  /** Resolves once the seeded past (if any) is in the store. */
  seeded: Promise<void>
  /** Moonraker's register_auxiliary_field (a [sensor]'s history_field_* options). */
  registerField(field: HistoryField): void
  /** Whether a job is being tracked (and, when paused values are excluded, not paused). */
  tracking(excludePaused: boolean): boolean
}

/** Moonraker's [history]: server.history.* and notify_history_changed, kept in history.json. */
export function installHistory(ctx: SimContext, deps: HistoryDeps): HistoryComponent {
  const store = new HistoryStore(ctx.dataDir)
  const aux = new AuxiliaryFields({ get: () => store.auxTotals, set: (t) => (store.auxTotals = t) })
  const recorder = new JobRecorder(ctx, deps.klippy, deps.files, store, aux)
  const seeded = deps.seedJobs
    ? seedHistory(store, deps.files, deps.seedJobs)
        .then((n) => {
          if (n) ctx.log(`history: seeded ${n} past jobs`)
        })
        .catch((err) => ctx.log(`history: seeding failed: ${err instanceof Error ? err.message : String(err)}`))
    : Promise.resolve()
  deps.files.onUploadPrint((filename, user) => recorder.noteUser(filename, user))

  // The metadata of a file reports the last job that printed it.
  deps.files.setJobLookup((filename) => {
    let last: HistoryJob | undefined
    for (const job of store.jobs) if (job.filename === filename && (!last || job.start_time >= last.start_time)) last = job
    return last ? { job_id: last.job_id, print_start_time: last.start_time } : null
  })

  /** A job as the API shows it: live figures while it runs, and whether its file is still there. */
  const present = async (job: HistoryJob): Promise<HistoryJob & { exists: boolean }> => {
    const shown = { ...job }
    if (job === recorder.running) {
      shown.total_duration = Math.max(0, Date.now() / 1000 - job.start_time)
      try {
        const ps = deps.klippy.query({ print_stats: ['print_duration', 'total_duration', 'filament_used'] }).status.print_stats
        if (ps) {
          shown.print_duration = Number(ps.print_duration ?? shown.print_duration)
          shown.total_duration = Number(ps.total_duration ?? shown.total_duration)
          shown.filament_used = Number(ps.filament_used ?? shown.filament_used)
        }
      } catch {
        // Klippy not ready: the elapsed time is the best figure there is.
      }
    }
    const modified = typeof job.metadata.modified === 'number' ? job.metadata.modified : undefined
    return { ...shown, exists: await deps.files.fileExists('gcodes', job.filename, modified) }
  }

  const findJob = (params: Params): HistoryJob => {
    const uid = getString(params, 'uid')
    const job = store.find(uid)
    if (!job) throw new ApiError(404, `Invalid job uid: ${uid}`)
    return job
  }

  ctx.register({
    method: 'server.history.list',
    http: [{ verb: 'GET', path: '/server/history/list' }],
    handler: async (params) => {
      const limit = optNumber(params, 'limit', 50)
      const start = Math.max(0, optNumber(params, 'start', 0))
      const before = optNumber(params, 'before')
      const since = optNumber(params, 'since')
      const order = optString(params, 'order', 'desc')
      if (order !== 'asc' && order !== 'desc') throw new ApiError(400, `order must be 'asc' or 'desc', not '${order}'`)
      let jobs = store.jobs.filter((j) => (before === undefined || j.start_time < before) && (since === undefined || j.start_time > since))
      jobs = [...jobs].sort((a, b) => a.start_time - b.start_time)
      if (order === 'desc') jobs.reverse()
      // limit 0 asks for every job.
      jobs = jobs.slice(start, limit > 0 ? start + limit : undefined)
      const shown = await Promise.all(jobs.map(present))
      return { count: shown.length, jobs: shown }
    },
  })
  ctx.register({
    method: 'server.history.get_job',
    http: [{ verb: 'GET', path: '/server/history/job' }],
    handler: async (params) => ({ job: await present(findJob(params)) }),
  })
  ctx.register({
    method: 'server.history.delete_job',
    http: [{ verb: 'DELETE', path: '/server/history/job' }],
    handler: (params) => {
      if (optBool(params, 'all', false)) return { deleted_jobs: store.remove(store.jobs.map((j) => j.job_id)) }
      return { deleted_jobs: store.remove([findJob(params).job_id]) }
    },
  })
  ctx.register({
    method: 'server.history.totals',
    http: [{ verb: 'GET', path: '/server/history/totals' }],
    handler: () => ({ job_totals: { ...store.totals }, auxiliary_totals: aux.totals() }),
  })
  ctx.register({
    method: 'server.history.reset_totals',
    http: [{ verb: 'POST', path: '/server/history/reset_totals' }],
    handler: () => ({ last_totals: store.resetTotals(), last_auxiliary_totals: aux.reset() }),
  })

  return {
    noteUser: (filename, username) => recorder.noteUser(filename, username),
    close: () => recorder.close(),
    seeded,
    registerField: (field) => aux.register(field),
    tracking: (excludePaused) => {
      if (!recorder.running) return false
      if (!excludePaused) return true
      try {
        return deps.klippy.query({ print_stats: ['state'] }).status.print_stats?.state !== 'paused'
      } catch {
        return true
      }
    },
  }
}
