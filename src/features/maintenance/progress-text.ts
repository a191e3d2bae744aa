import type { TFunction } from 'i18next'
import { formatNumberUpTo } from '../../lib/format'
import type { Reminder, ReminderProgress } from '../../lib/maintenance/reminders'

/** '12.5 / 200 h · 3 / 90 days': each interval the reminder counts, how far along it is. */
export function progressText(r: Reminder, p: ReminderProgress, t: TFunction, locale?: string): string {
  const n = (v: number) => formatNumberUpTo(v, v < 10 ? 2 : 1, locale)
  const parts: string[] = []
  if (r.everyHours) parts.push(t('maintenance:progress.hours', { value: n(p.hours), every: n(r.everyHours) }))
  if (r.everyFilamentM) parts.push(t('maintenance:progress.filament', { value: n(p.filamentM), every: n(r.everyFilamentM) }))
  if (r.everyDays) parts.push(t('maintenance:progress.days', { value: n(p.days), every: n(r.everyDays) }))
  return parts.join(' · ')
}
