import dayjs from 'dayjs'
import relativeTime from 'dayjs/plugin/relativeTime'

dayjs.extend(relativeTime)

/** File dates of SPEC §9: relative when today ('5 minutes ago'), else 'MMM D, YYYY h:mm A'. */
export function formatFileDate(epochSeconds: number | null | undefined, nowMs = Date.now()): string {
  if (!epochSeconds || !Number.isFinite(epochSeconds)) return '-'
  const date = dayjs(epochSeconds * 1000)
  const now = dayjs(nowMs)
  if (date.isSame(now, 'day')) return date.from(now)
  return date.format('MMM D, YYYY h:mm A')
}
