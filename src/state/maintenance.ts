/** What the maintenance reminders count against: the printer's history totals, loaded on demand. */
import { useEffect, useReducer } from 'react'
import type { HistoryTotals } from '../moonraker/types'
import { loadHistoryTotals, useHistoryStore } from './history'

/** The history totals (fetched once on mount; a finished job fetches them again). */
export function useReminderTotals(): HistoryTotals | null {
  const totals = useHistoryStore((s) => s.totals)
  useEffect(() => {
    loadHistoryTotals().catch(() => undefined)
  }, [])
  return totals
}

/** Renders again every minute: reminders by days and snoozes end as time passes. */
export function useMinuteTick(): void {
  const [, tick] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    const id = setInterval(tick, 60_000)
    return () => clearInterval(id)
  }, [])
}
