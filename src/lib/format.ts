/**
 * Display formatting of SPEC §9, in the interface locale ('7,16 mm' in German, '7.16 mm' in English).
 * The one place that turns numbers into text for people to read. Pure functions around cached
 * Intl formatters; each takes an optional interface locale code and defaults to the active one.
 * Never for values that go to the printer, into an input the user edits, or into a file (CSV,
 * settings export): those keep '.' decimals (src/lib/gcode/number.ts).
 */
import i18next from 'i18next'
import { intlLocale } from './intl-locale'

export { intlLocale }

/** The interface locale being shown ('en' before i18n starts, as in unit tests). */
export function activeLocale(): string {
  return i18next.language || 'en'
}

const formatters = new Map<string, Intl.NumberFormat>()
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let f = formatters.get(key)
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(intlLocale(locale), options)))
  return f
}

/**
 * A number with exactly `decimals` decimals, no thousands separators (positions, temperatures and
 * sizes read like the printer's own figures); never '-0'.
 */
export function formatNumber(value: number, decimals = 0, locale = activeLocale()): string {
  if (!Number.isFinite(value)) return '-'
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false, signDisplay: 'negative' }).format(value)
}

/** A number with up to `maxDecimals` decimals, trailing zeros dropped ('0,2', '1,25', '3'). */
export function formatNumberUpTo(value: number, maxDecimals: number, locale = activeLocale()): string {
  if (!Number.isFinite(value)) return '-'
  return numberFormat(locale, { maximumFractionDigits: maxDecimals, useGrouping: false, signDisplay: 'negative' }).format(value)
}

/** A change with its sign ('+1.5', '-0.3', '0.0'). */
export function formatSigned(value: number, decimals = 0, locale = activeLocale()): string {
  if (!Number.isFinite(value)) return '-'
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false, signDisplay: 'exceptZero' }).format(value)
}

/** A percentage given as 0–100 ('42%', '42 %' in German); rounds to `decimals`. */
export function formatPercent(percent: number, decimals = 0, locale = activeLocale()): string {
  if (!Number.isFinite(percent)) return '-'
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false }).format(percent / 100)
}

/**
 * The narrow no-break space between a temperature or speed and its unit ('210.0 °C', '120 mm/s'):
 * set apart so the unit reads, never wrapped away from its number.
 */
export const UNIT_SPACE = '\u202F'

/** Temperatures in °C with one decimal. */
export function formatTemperature(celsius: number | null | undefined, locale = activeLocale()): string {
  if (celsius === null || celsius === undefined || Number.isNaN(celsius)) return '-'
  return `${formatNumber(celsius, 1, locale)}${UNIT_SPACE}°C`
}

/** A heater's rate of change ('+1.2 °C/s'; '0.0 °C/s' when steady). */
export function formatTemperatureRate(celsiusPerSecond: number, locale = activeLocale()): string {
  return `${formatSigned(celsiusPerSecond, 1, locale)}${UNIT_SPACE}°C/s`
}

/** Millimetres with fixed decimals ('0.20 mm'). */
export function formatMm(mm: number, decimals = 2, locale = activeLocale()): string {
  return `${formatNumber(mm, decimals, locale)} mm`
}

/** Millimetres with up to `maxDecimals` decimals, trailing zeros dropped ('0.2 mm', '0.4 mm'). */
export function formatMmUpTo(mm: number, maxDecimals = 3, locale = activeLocale()): string {
  return `${formatNumberUpTo(mm, maxDecimals, locale)} mm`
}

/** Speeds in mm/s. */
export function formatSpeed(mmPerSecond: number, decimals = 0, locale = activeLocale()): string {
  return `${formatNumber(mmPerSecond, decimals, locale)}${UNIT_SPACE}mm/s`
}

/** Volumetric flow in mm³/s. */
export function formatFlow(mm3PerSecond: number, decimals = 1, locale = activeLocale()): string {
  return `${formatNumber(mm3PerSecond, decimals, locale)}${UNIT_SPACE}mm³/s`
}

/** Lengths: mm up to 100, cm above 100 mm, m from 1000 mm. */
export function formatLength(mm: number, locale = activeLocale()): string {
  if (mm >= 1000) return `${formatNumber(mm / 1000, 2, locale)} m`
  if (mm > 100) return `${formatNumber(mm / 10, 1, locale)} cm`
  return `${formatNumber(mm, 1, locale)} mm`
}

/** Weights: g below 1000, kg from 1000 g. */
export function formatWeight(g: number, locale = activeLocale()): string {
  return g >= 1000 ? `${formatNumber(g / 1000, 2, locale)} kg` : `${formatNumber(g, 1, locale)} g`
}

/**
 * Bytes in the largest unit that keeps the number at least 1, in decimal SI units ('1.54 kB', '2.10 MB'):
 * the one convention for every size and rate, the same kB/MB/GB as transfer speeds (src/lib/files/transfer.ts).
 */
export function formatFileSize(bytes: number, locale = activeLocale()): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-'
  const units = ['B', 'kB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return unit === 0 ? `${formatNumberUpTo(value, 0, locale)} B` : `${formatNumber(value, value < 10 ? 2 : 1, locale)} ${units[unit]}`
}

/**
 * Duration units in the locale's own abbreviations. 'narrow' reads best in most locales ('1h 2m',
 * '1天 2小时', '1 ч 2 мин'); German, Japanese and Ukrainian narrow forms are cryptic or English
 * ('1 T 2h', '1d 2h', '1д 2г'), so they take the short ones ('1 Std. 2 Min.', '1 時間 2 分').
 */
const SHORT_DURATION_UNITS = new Set(['de', 'ja', 'uk'])
type DurationUnit = 'day' | 'hour' | 'minute' | 'second'
function durationPart(value: number, unit: DurationUnit, locale: string): string {
  const unitDisplay = SHORT_DURATION_UNITS.has(locale) ? 'short' : 'narrow'
  return numberFormat(locale, { style: 'unit', unit, unitDisplay, useGrouping: false }).format(value)
}

/** Hours with up to `maxDecimals` decimals in the duration units ('1.5h', '1,5 Std.'): chart axes. */
export function formatHours(hours: number, maxDecimals = 1, locale = activeLocale()): string {
  const unitDisplay = SHORT_DURATION_UNITS.has(locale) ? 'short' : 'narrow'
  return numberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay, maximumFractionDigits: maxDecimals, useGrouping: false }).format(hours)
}

/**
 * Seconds as '1d 2h 3m 4s', dropping leading zero units ('3m 4s'); '0s' for nothing. The one style for
 * every duration: running print timers, estimates, history.
 */
export function formatDuration(seconds: number | null | undefined, locale = activeLocale()): string {
  let s = !seconds || seconds < 0 || !Number.isFinite(seconds) ? 0 : Math.round(seconds)
  const d = Math.floor(s / 86400)
  s -= d * 86400
  const h = Math.floor(s / 3600)
  s -= h * 3600
  const m = Math.floor(s / 60)
  s -= m * 60
  const parts: string[] = []
  if (d) parts.push(durationPart(d, 'day', locale))
  if (d || h) parts.push(durationPart(h, 'hour', locale))
  if (d || h || m) parts.push(durationPart(m, 'minute', locale))
  parts.push(durationPart(s, 'second', locale))
  return parts.join(' ')
}

/** Disk use as a floored percentage. */
export function formatPercentFloor(used: number, total: number, locale = activeLocale()): string {
  return formatPercent(total ? Math.floor((used / total) * 100) : 0, 0, locale)
}
