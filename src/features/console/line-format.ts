/** How a console line looks: its kind from Klipper's prefixes, and its time of day. */
export type LineKind = 'command' | 'error' | 'info' | 'response'

export function lineKind(type: 'command' | 'response', message: string): LineKind {
  if (type === 'command') return 'command'
  if (message.startsWith('!!')) return 'error'
  if (message.startsWith('//')) return 'info'
  return 'response'
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'hh:mm:ss a' or 'HH:mm:ss' after the user's time format (SPEC §9 'hh:mm a' / 'HH:mm'), with seconds. */
export function formatLineTime(epochSeconds: number, twelveHour: boolean): string {
  const d = new Date(epochSeconds * 1000)
  const h = d.getHours()
  const rest = `${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  if (!twelveHour) return `${pad(h)}:${rest}`
  return `${pad(h % 12 === 0 ? 12 : h % 12)}:${rest} ${h < 12 ? 'am' : 'pm'}`
}
