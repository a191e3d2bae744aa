import { useEffect, useState } from 'react'
import { farmFigures, farmState, FARM_STATE_ORDER, printerName, type FarmState } from '../../state/fleet/farm-printer'
import type { FleetPrinter } from '../../state/fleet/fleet'

export const FARM_SORTS = ['name', 'state', 'progress', 'left'] as const
export type FarmSort = (typeof FARM_SORTS)[number]

/** One collator for every comparison: localeCompare with options builds a new one each call, and the order is recomputed on every printer's update. */
const names = new Intl.Collator(undefined, { numeric: true })

const byName = (a: FleetPrinter, b: FleetPrinter) => names.compare(printerName(a.store.getState(), a.host), printerName(b.store.getState(), b.host)) || a.host.localeCompare(b.host)

const COMPARE: Record<FarmSort, (a: FleetPrinter, b: FleetPrinter) => number> = {
  name: byName,
  state: (a, b) => FARM_STATE_ORDER.indexOf(farmState(a.store.getState())) - FARM_STATE_ORDER.indexOf(farmState(b.store.getState())) || byName(a, b),
  progress: (a, b) => farmFigures(b.store.getState()).progress - farmFigures(a.store.getState()).progress || byName(a, b),
  // Unknown time left (0) goes last.
  left: (a, b) => (farmFigures(a.store.getState()).left || Infinity) - (farmFigures(b.store.getState()).left || Infinity) || byName(a, b),
}

/** The printers shown, in order: filtered by state ('all' for every one), sorted; also the states present, for the filter. */
export function useFleetOrder(printers: readonly FleetPrinter[], sort: FarmSort, filter: FarmState | 'all'): { shown: FleetPrinter[]; states: FarmState[] } {
  const compute = () => {
    const states = [...new Set(printers.map((p) => farmState(p.store.getState())))].sort((a, b) => FARM_STATE_ORDER.indexOf(a) - FARM_STATE_ORDER.indexOf(b))
    const shown = printers.filter((p) => filter === 'all' || farmState(p.store.getState()) === filter).sort(COMPARE[sort])
    return { shown, states }
  }
  const [result, setResult] = useState(compute)
  useEffect(() => {
    const key = (r: ReturnType<typeof compute>) => `${r.shown.map((p) => p.apiUrl).join(' ')}|${r.states.join(' ')}`
    let last = ''
    const update = () => {
      const next = compute()
      const k = key(next)
      if (k !== last) {
        last = k
        setResult(next)
      }
    }
    update()
    const stops = printers.map((p) => p.store.subscribe(update))
    return () => stops.forEach((s) => s())
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [printers, sort, filter])
  return result
}
