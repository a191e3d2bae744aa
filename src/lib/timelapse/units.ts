/** Timelapse times are typed in milliseconds and stored in seconds (SPEC §5, SPEC-NOTES): the one converter. */

/** Settings the plugin keeps in seconds that the form shows in milliseconds. */
export const MS_FIELDS = ['park_time', 'stream_delay_compensation'] as const
export type MsField = (typeof MS_FIELDS)[number]

export function secondsToMs(seconds: number): number {
  return Math.round(seconds * 1000 * 1000) / 1000
}

export function msToSeconds(ms: number): number {
  return ms / 1000
}

export function isMsField(key: string): key is MsField {
  return (MS_FIELDS as readonly string[]).includes(key)
}

/** A form value on its way to the server. */
export function toWire(key: string, value: number): number {
  return isMsField(key) ? msToSeconds(value) : value
}

/** A server value on its way into the form. */
export function fromWire(key: string, value: number): number {
  return isMsField(key) ? secondsToMs(value) : value
}
