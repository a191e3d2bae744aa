/**
 * Every date and time the app shows, after the user's settings (SPEC §3 general.dateformat /
 * general.timeformat, §9 formats) and the interface locale. Hand-written around cached Intl
 * formatters: a scrolling 10,000-row file table formats dozens of dates a frame.
 */
import { intlLocale } from './format'

export type DateFormat = 'MMM. DD,' | 'DD MMM.'
export type TimeFormat = 'hh:mm a' | 'HH:mm'

export interface DateTimePrefs {
  /** 'MMM. DD,' or 'DD MMM.' once chosen (here or in Fluidd); null (or anything else) follows the locale. */
  dateformat: string | null
  /** 'hh:mm a' or 'HH:mm' once chosen (here or in Fluidd); null (or anything else) follows the locale. */
  timeformat: string | null
  /** An interface locale code (en, de, cz, cn, zh-HK …). */
  locale: string
}

export const DEFAULT_PREFS: DateTimePrefs = { dateformat: null, timeformat: null, locale: 'en' }

/** The one mapping of interface locale codes to BCP 47 tags lives with the number formats. */
export { intlLocale }

const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>()
function monthFormat(locale: string): Intl.DateTimeFormat {
  const key = `m:${locale}`
  let f = cache.get(key) as Intl.DateTimeFormat | undefined
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short' })))
  return f
}
function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  const key = `r:${locale}`
  let f = cache.get(key) as Intl.RelativeTimeFormat | undefined
  if (!f) cache.set(key, (f = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' })))
  return f
}

/** The locale's word for morning/afternoon ('am', 'PM', 'م', '午後'); English keeps SPEC §9's lowercase 'a'. */
function dayPeriod(afternoon: boolean, locale: string): string {
  if (!locale || locale === 'en') return afternoon ? 'pm' : 'am'
  const key = `p:${locale}:${afternoon}`
  let word = periods.get(key)
  if (word === undefined) {
    const parts = new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', hour12: true }).formatToParts(new Date(2026, 0, 1, afternoon ? 15 : 3))
    periods.set(key, (word = parts.find((p) => p.type === 'dayPeriod')?.value ?? (afternoon ? 'pm' : 'am')))
  }
  return word
}
const periods = new Map<string, string>()

const pad = (n: number) => String(n).padStart(2, '0')
/** Whether the locale writes the time of day on a 12-hour clock (en, ko, ar …) or a 24-hour one (de, fr, ja …). */
export function localeUses12Hour(locale: string): boolean {
  let twelve = clocks.get(locale)
  if (twelve === undefined) {
    const cycle = new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric' }).resolvedOptions().hourCycle
    clocks.set(locale, (twelve = cycle === 'h11' || cycle === 'h12'))
  }
  return twelve
}
const clocks = new Map<string, boolean>()

/** Whether the locale writes the day before the month ('24. Nov.' in German, 'Nov 24' in US English). */
export function localeDayFirst(locale: string): boolean {
  let first = dayOrders.get(locale)
  if (first === undefined) {
    const parts = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric' }).formatToParts(new Date(2026, 10, 24))
    dayOrders.set(locale, (first = parts.findIndex((p) => p.type === 'day') < parts.findIndex((p) => p.type === 'month')))
  }
  return first
}
const dayOrders = new Map<string, boolean>()

function dayFirst(prefs: DateTimePrefs): boolean {
  if (prefs.dateformat === 'DD MMM.') return true
  if (prefs.dateformat === 'MMM. DD,') return false
  return localeDayFirst(prefs.locale)
}

/** SPEC-NOTES 'default time format': the user's (or Fluidd's) stored choice, else the locale's convention. */
function twelveHour(prefs: DateTimePrefs): boolean {
  if (prefs.timeformat === 'HH:mm') return false
  if (prefs.timeformat === 'hh:mm a') return true
  return localeUses12Hour(prefs.locale)
}
/** Short month without a trailing dot ('Jan', 'janv', 'Jan'), so no format shows stray punctuation. */
const month = (d: Date, locale: string) => monthFormat(locale).format(d).replace(/\.$/, '')

/** '01:30 pm' or '13:30' ('01:30:05 pm' / '13:30:05' with seconds). */
export function formatTime(date: Date, prefs: DateTimePrefs, withSeconds = false): string {
  const h = date.getHours()
  const tail = `${pad(date.getMinutes())}${withSeconds ? `:${pad(date.getSeconds())}` : ''}`
  if (!twelveHour(prefs)) return `${pad(h)}:${tail}`
  return `${pad(h % 12 || 12)}:${tail} ${dayPeriod(h >= 12, prefs.locale)}`
}

/** 'Jan 31' ('MMM. DD,') or '31 Jan' ('DD MMM.'); with the year: 'Jan 31, 2026' / '31 Jan 2026'. */
export function formatDate(date: Date, prefs: DateTimePrefs, withYear = true): string {
  const m = month(date, prefs.locale)
  const day = date.getDate()
  if (dayFirst(prefs)) return withYear ? `${day} ${m} ${date.getFullYear()}` : `${day} ${m}`
  return withYear ? `${m} ${day}, ${date.getFullYear()}` : `${m} ${day}`
}

/** A month with its year for chart axes ('Jan 26', 'janv. 26'), in the interface locale. */
export function formatMonthYear(date: Date, prefs: DateTimePrefs): string {
  const key = `my:${prefs.locale}`
  let f = cache.get(key) as Intl.DateTimeFormat | undefined
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(intlLocale(prefs.locale), { month: 'short', year: '2-digit' })))
  return f.format(date)
}

export function formatDateTime(date: Date, prefs: DateTimePrefs): string {
  return `${formatDate(date, prefs)} ${formatTime(date, prefs)}`
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

/** Relative wording in the locale ('5 minutes ago', 'vor 5 Minuten'), thresholds 45 s, 45 min, 22 h, 26 days, 320 days. */
export function formatRelative(seconds: number, locale: string): string {
  const rtf = relativeFormat(locale)
  const s = Math.abs(seconds)
  const sign = seconds >= 0 ? -1 : 1
  if (s < 45) return rtf.format(sign * Math.round(s), 'second')
  if (s < 45 * 60) return rtf.format(sign * Math.max(1, Math.round(s / 60)), 'minute')
  if (s < 22 * 3600) return rtf.format(sign * Math.max(1, Math.round(s / 3600)), 'hour')
  if (s < 26 * 86400) return rtf.format(sign * Math.max(1, Math.round(s / 86400)), 'day')
  if (s < 320 * 86400) return rtf.format(sign * Math.max(1, Math.round(s / (30.44 * 86400))), 'month')
  return rtf.format(sign * Math.max(1, Math.round(s / (365.25 * 86400))), 'year')
}

/** SPEC §9: relative when today, else date and time. '-' when missing. */
export function formatEpoch(epochSeconds: number | null | undefined, prefs: DateTimePrefs, nowMs = Date.now()): string {
  if (!epochSeconds || !Number.isFinite(epochSeconds)) return '-'
  const date = new Date(epochSeconds * 1000)
  return sameDay(date, new Date(nowMs)) ? formatRelative((nowMs - date.getTime()) / 1000, prefs.locale) : formatDateTime(date, prefs)
}

/** A chart axis label: time only, after the user's time format. */
export function formatAxisTime(epochSeconds: number, prefs: DateTimePrefs): string {
  return formatTime(new Date(epochSeconds * 1000), prefs)
}
