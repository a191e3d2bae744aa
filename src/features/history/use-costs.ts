import { jobCost, type CostSettings } from '../../lib/history/cost'
import { jobEnergyKwh, jobPricePerKg, type SpoolPrice } from '../../lib/history/job-energy'
import type { HistoryJob } from '../../moonraker/types'
import { useUiSetting } from '../../state/settings/settings'

/** Where the cost settings live in uiSettings. */
export const COSTS_PATH = 'history.costs' as const

export function useCostSettings(): CostSettings {
  return useUiSetting(COSTS_PATH)
}

/** Whether any price is set that a job's cost can come from. */
export function hasCostPrices(s: CostSettings): boolean {
  return s.filamentPerKg !== null || s.energyPerKwh !== null
}

/**
 * A job's cost: its filament at its spool's price (`spoolPrice`, when a spool database is there) or the
 * set price per kg, and its metered energy (else the set watts over its time) at the price per kWh.
 */
export function costOfJob(job: HistoryJob, s: CostSettings, spoolPrice?: SpoolPrice): number | null {
  const m = job.metadata ?? {}
  return jobCost(
    {
      filamentMm: job.filament_used,
      seconds: job.total_duration,
      sliced: { grams: m.filament_weight_total, mm: m.filament_total },
      energyKwh: jobEnergyKwh(job),
      pricePerKg: jobPricePerKg(job, s.filamentPerKg, spoolPrice),
    },
    s,
  )
}
