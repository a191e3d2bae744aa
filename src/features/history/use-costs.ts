import { useMemo } from 'react'
import { costSettingsOf, jobCost, type CostSettings } from '../../lib/history/cost'
import type { HistoryJob } from '../../moonraker/types'
import { useUiSetting } from '../../state/ui-settings'

/** Where the cost settings live in uiSettings. */
export const COSTS_PATH = 'history.costs'

export function useCostSettings(): CostSettings {
  const stored = useUiSetting<unknown>(COSTS_PATH)
  return useMemo(() => costSettingsOf(stored), [stored])
}

export function costOfJob(job: HistoryJob, s: CostSettings): number | null {
  const m = job.metadata ?? {}
  return jobCost({ filamentMm: job.filament_used, seconds: job.total_duration, sliced: { grams: m.filament_weight_total, mm: m.filament_total } }, s)
}
