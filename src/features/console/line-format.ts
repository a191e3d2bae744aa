import { formatTime, type DateTimePrefs } from '../../lib/datetime'

/** How a console line looks: its kind from Klipper's prefixes, and its time of day. */
export type LineKind = 'command' | 'error' | 'info' | 'response'

export function lineKind(type: 'command' | 'response', message: string): LineKind {
  if (type === 'command') return 'command'
  if (message.startsWith('!!')) return 'error'
  if (message.startsWith('//')) return 'info'
  return 'response'
}

/** The line's time of day with seconds, after the user's time format (SPEC §9 'hh:mm a' / 'HH:mm'). */
export function formatLineTime(epochSeconds: number, prefs: DateTimePrefs): string {
  return formatTime(new Date(epochSeconds * 1000), prefs, true)
}
