import { DEFAULT_PREFS, formatEpoch, type DateTimePrefs } from '../datetime'

/** File dates of SPEC §9: relative when today, else date and time after the user's formats. */
export function formatFileDate(epochSeconds: number | null | undefined, nowMs = Date.now(), prefs: DateTimePrefs = DEFAULT_PREFS): string {
  return formatEpoch(epochSeconds, prefs, nowMs)
}
