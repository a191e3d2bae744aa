import type { FileEntry } from './entry'

/** What the file table needs of a history job. */
export interface JobStatusSource {
  job_id: string
  filename: string
  status: string
  start_time: number
}

/** Statuses of the last jobs, by job id and by file (path inside gcodes): built once per history reply. */
export interface LastJobStatuses {
  byId: ReadonlyMap<string, string>
  byFile: ReadonlyMap<string, string>
}

export const NO_JOB_STATUSES: LastJobStatuses = { byId: new Map(), byFile: new Map() }

/** Indexes jobs in any order: for each file the job that started last wins. */
export function indexJobStatuses(jobs: readonly JobStatusSource[]): LastJobStatuses {
  const byId = new Map<string, string>()
  const latest = new Map<string, JobStatusSource>()
  for (const job of jobs) {
    byId.set(job.job_id, job.status)
    const seen = latest.get(job.filename)
    if (!seen || job.start_time >= seen.start_time) latest.set(job.filename, job)
  }
  const byFile = new Map<string, string>()
  for (const [file, job] of latest) byFile.set(file, job.status)
  return { byId, byFile }
}

/** One job added or changed (a history notification): the index with it applied. */
export function withJobStatus(index: LastJobStatuses, job: JobStatusSource): LastJobStatuses {
  const byId = new Map(index.byId).set(job.job_id, job.status)
  const byFile = new Map(index.byFile).set(job.filename, job.status)
  return { byId, byFile }
}

/**
 * The status of the last print of a G-code file: the newest job of its path (a print started since
 * the listing loaded counts), else the job its metadata names (Moonraker's job_id, which survives a
 * rename); null when it never printed or the job is gone from history.
 */
export function lastJobStatus(entry: FileEntry, index: LastJobStatuses): string | null {
  if (entry.type !== 'file') return null
  const byPath = index.byFile.get(entry.path)
  if (byPath) return byPath
  const id = entry.meta?.job_id
  return (id && index.byId.get(id)) || null
}
