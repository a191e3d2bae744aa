import { formatDateTime, formatRelative, type DateTimePrefs } from '../../lib/datetime'

/**
 * A job's start or end: the date and time written out (after the user's formats, the language's
 * clock by default), how long ago on hover. Plain elements: it sits in every table row.
 */
export function JobTime({ epoch, prefs, now }: { epoch: number | null | undefined; prefs: DateTimePrefs; now: number }) {
  if (!epoch || !Number.isFinite(epoch)) return ''
  return (
    <span title={formatRelative(Math.max(0, (now - epoch * 1000) / 1000), prefs.locale)} data-testid="job-time">
      {formatDateTime(new Date(epoch * 1000), prefs)}
    </span>
  )
}
