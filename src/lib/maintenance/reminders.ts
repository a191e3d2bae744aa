/**
 * Maintenance reminders ("lubricate the rods every 200 printed hours"): each counts printed time,
 * filament or days since it was last done, against the printer's history totals at that moment.
 */
import type { HistoryTotals } from '../../moonraker/types'
import { isPlainObject } from '../stored-shape'

export interface Reminder {
  id: string
  name: string
  note: string
  /** Printed hours between services; null when the reminder does not count hours. */
  everyHours: number | null
  /** Metres of filament between services. */
  everyFilamentM: number | null
  /** Days between services. */
  everyDays: number | null
  /** When it was last done (epoch ms) and the printer's totals then. */
  doneAt: number
  donePrintSeconds: number
  doneFilamentMm: number
  /** Hidden until then (epoch ms) after a snooze; null when not snoozed. */
  snoozedUntil: number | null
}

export type ReminderTotals = Pick<HistoryTotals, 'total_print_time' | 'total_filament_used'>

export interface ReminderProgress {
  hours: number
  filamentM: number
  days: number
  /** The largest share of an interval used (1 = due). */
  share: number
  due: boolean
  /** Due and not snoozed: shown as a notice. */
  shown: boolean
}

const DAY_MS = 86_400_000

/** Since the baseline; a total that went below it (totals were reset) counts from zero. */
const since = (now: number, then: number) => (now >= then ? now - then : now)

export function reminderProgress(r: Reminder, totals: ReminderTotals | null, now: number): ReminderProgress {
  const hours = totals ? since(totals.total_print_time, r.donePrintSeconds) / 3600 : 0
  const filamentM = totals ? since(totals.total_filament_used, r.doneFilamentMm) / 1000 : 0
  const days = Math.max(0, now - r.doneAt) / DAY_MS
  const shares = [
    r.everyHours ? hours / r.everyHours : 0,
    r.everyFilamentM ? filamentM / r.everyFilamentM : 0,
    r.everyDays ? days / r.everyDays : 0,
  ]
  const share = Math.max(...shares)
  const due = share >= 1
  return { hours, filamentM, days, share, due, shown: due && !(r.snoozedUntil !== null && r.snoozedUntil > now) }
}

/** A new reminder, counting from now. */
export function newReminder(fields: Pick<Reminder, 'name' | 'note' | 'everyHours' | 'everyFilamentM' | 'everyDays'>, totals: ReminderTotals | null, now: number, id = `${now.toString(36)}${Math.random().toString(36).slice(2, 6)}`): Reminder {
  return { id, ...fields, ...baseline(totals, now), snoozedUntil: null }
}

/** Done: the counting starts again from the totals and time now. */
export function baseline(totals: ReminderTotals | null, now: number): Pick<Reminder, 'doneAt' | 'donePrintSeconds' | 'doneFilamentMm'> {
  return { doneAt: now, donePrintSeconds: totals?.total_print_time ?? 0, doneFilamentMm: totals?.total_filament_used ?? 0 }
}

/** Whether the reminder counts anything at all. */
export function hasInterval(r: Pick<Reminder, 'everyHours' | 'everyFilamentM' | 'everyDays'>): boolean {
  return [r.everyHours, r.everyFilamentM, r.everyDays].some((v) => v !== null && v > 0)
}

const positiveOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null)
const finite = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d)

/** Reads the stored list, dropping entries that are not reminders (another client may have written it). */
export function readReminders(stored: unknown): Reminder[] | undefined {
  if (!Array.isArray(stored)) return undefined
  return stored.filter(isPlainObject).flatMap((r): Reminder[] => {
    if (typeof r.id !== 'string' || !r.id || typeof r.name !== 'string') return []
    return [
      {
        ...r,
        id: r.id,
        name: r.name,
        note: typeof r.note === 'string' ? r.note : '',
        everyHours: positiveOrNull(r.everyHours),
        everyFilamentM: positiveOrNull(r.everyFilamentM),
        everyDays: positiveOrNull(r.everyDays),
        doneAt: finite(r.doneAt, 0),
        donePrintSeconds: finite(r.donePrintSeconds, 0),
        doneFilamentMm: finite(r.doneFilamentMm, 0),
        snoozedUntil: positiveOrNull(r.snoozedUntil),
      },
    ]
  })
}
