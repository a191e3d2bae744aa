import type { HistoryJob } from '../../moonraker/types'

/** Merges a page or a changed job into a list kept newest first, one entry per job id. */
export function mergeJobs<J extends HistoryJob>(current: readonly J[], incoming: readonly J[]): J[] {
  const byId = new Map(current.map((j) => [j.job_id, j]))
  for (const j of incoming) byId.set(j.job_id, j)
  return [...byId.values()].sort((a, b) => b.start_time - a.start_time)
}
