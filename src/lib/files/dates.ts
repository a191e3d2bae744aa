/**
 * File dates of SPEC §9: relative when today ('5 minutes ago'), else 'MMM D, YYYY h:mm A'.
 * Hand-written rather than dayjs: a scrolling 10,000-row table formats dozens of dates a frame.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function absolute(d: Date): string {
  const h = d.getHours()
  const m = String(d.getMinutes()).padStart(2, '0')
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()} ${h % 12 || 12}:${m} ${h < 12 ? 'AM' : 'PM'}`
}

/** Relative wording with the usual thresholds (45 s, 90 s, 45 min, 90 min, 22 h). */
function relative(seconds: number): string {
  const s = Math.abs(seconds)
  let text: string
  if (s < 45) text = 'a few seconds'
  else if (s < 90) text = 'a minute'
  else if (s < 45 * 60) text = `${Math.round(s / 60)} minutes`
  else if (s < 90 * 60) text = 'an hour'
  else if (s < 22 * 3600) text = `${Math.round(s / 3600)} hours`
  else text = 'a day'
  return seconds >= 0 ? `${text} ago` : `in ${text}`
}

export function formatFileDate(epochSeconds: number | null | undefined, nowMs = Date.now()): string {
  if (!epochSeconds || !Number.isFinite(epochSeconds)) return '-'
  const date = new Date(epochSeconds * 1000)
  const now = new Date(nowMs)
  const today = date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate()
  return today ? relative((nowMs - date.getTime()) / 1000) : absolute(date)
}
