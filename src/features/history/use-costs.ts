import { jobCost, type CostSettings } from '../../lib/history/cost'
import type { HistoryJob } from '../../moonraker/types'
import { useUiSetting } from '../../state/settings/settings'

/** Where the cost settings live in uiSettings. */
export const COSTS_PATH = 'history.costs' as const

export function useCostSettings(): CostSettings {
  return useUiSetting(COSTS_PATH)
}

export function costOfJob(job: HistoryJob, s: CostSettings): number | null {
  const m = job.metadata ?? {}
  return jobCost({ filamentMm: job.filament_used, seconds: job.total_duration, sliced: { grams: m.filament_weight_total, mm: m.filament_total } }, s)
}
