import { useEffect, useMemo } from 'react'
import { jobCost, type CostSettings } from '../../lib/history/cost'
import { jobEnergyKwh, jobPricePerKg, jobSpoolIds, type SpoolPrice } from '../../lib/history/job-energy'
import type { HistoryJob } from '../../moonraker/types'
import { useHasComponent } from '../../state/server'
import { useUiSetting } from '../../state/settings/settings'
import { loadSpools, pricePerKgOf, useSpoolmanStore } from '../../state/spoolman/spoolman'

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

/**
 * Spoolman's spool prices for the jobs that recorded their spools ('spool_ids'): the spool list is
 * loaded once such a job is shown on a printer with Spoolman. Undefined until then, and without.
 */
export function useSpoolPrices(jobs: readonly HistoryJob[]): SpoolPrice | undefined {
  const spoolman = useHasComponent('spoolman')
  const spools = useSpoolmanStore((s) => s.spools)
  const recorded = spoolman && jobs.some((j) => jobSpoolIds(j).length > 0)
  const wanted = recorded && spools === null
  useEffect(() => {
    if (wanted) void loadSpools()
  }, [wanted])
  // A new function once the list is in, so the costs are worked out again.
  return useMemo(() => (recorded && spools ? (id: number) => pricePerKgOf(id) : undefined), [recorded, spools])
}
