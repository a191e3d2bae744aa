import { DEFAULT_PREFS, formatDateTime, formatEpoch, type DateTimePrefs } from '../datetime'

/**
 * File dates of SPEC §9: relative when today, else date and time after the user's formats. With
 * `absolute` (the columns menu's choice) every date is written out, today's too.
 */
export function formatFileDate(epochSeconds: number | null | undefined, nowMs = Date.now(), prefs: DateTimePrefs = DEFAULT_PREFS, absolute = false): string {
  if (absolute && epochSeconds && Number.isFinite(epochSeconds)) return formatDateTime(new Date(epochSeconds * 1000), prefs)
  return formatEpoch(epochSeconds, prefs, nowMs)
}
