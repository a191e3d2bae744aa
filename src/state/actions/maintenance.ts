/** Maintenance reminders: add, snooze, mark done, remove; kept in uiSettings.maintenance.reminders. */
import { baseline, newReminder, type Reminder } from '../../lib/maintenance/reminders'
import { historyTotals } from '../../moonraker/api/history'
import { defineAction } from '../action'
import { updateStored } from '../settings/settings'

/** How long Snooze hides a due reminder. */
export const SNOOZE_MS = 24 * 3_600_000

const PATH = 'maintenance.reminders' as const
const update = (change: (list: Reminder[]) => Reminder[]) => updateStored('uiSettings', PATH, change)

/** The printer's totals now: a reminder counts from them. */
async function totalsNow() {
  return (await historyTotals()).job_totals
}

export const addReminder = defineAction({ wait: 'maintenance:add', errors: 'throw' }, async (fields: Pick<Reminder, 'name' | 'note' | 'everyHours' | 'everyFilamentM' | 'everyDays'>) => {
  const reminder = newReminder(fields, await totalsNow(), Date.now())
  await update((list) => [...list, reminder])
  return reminder
})

export const snoozeReminder = defineAction({ wait: 'maintenance:change' }, async (id: string) => {
  const until = Date.now() + SNOOZE_MS
  await update((list) => list.map((r) => (r.id === id ? { ...r, snoozedUntil: until } : r)))
  return true
})

/** Done: the count starts again from now. */
export const completeReminder = defineAction({ wait: 'maintenance:change' }, async (id: string) => {
  const start = baseline(await totalsNow(), Date.now())
  await update((list) => list.map((r) => (r.id === id ? { ...r, ...start, snoozedUntil: null } : r)))
  return true
})

export const removeReminder = defineAction({ wait: 'maintenance:change' }, async (id: string) => {
  await update((list) => list.filter((r) => r.id !== id))
  return true
})
