import { describe, expect, it } from 'vitest'
import { formatAxisTime, formatDate, formatDateTime, formatEpoch, formatMonthYear, formatRelative, formatTime, intlLocale, localeUses12Hour, type DateTimePrefs } from './datetime'

const us: DateTimePrefs = { dateformat: 'MMM. DD,', timeformat: 'hh:mm a', locale: 'en' }
const eu: DateTimePrefs = { dateformat: 'DD MMM.', timeformat: 'HH:mm', locale: 'en' }
const afternoon = new Date(2026, 0, 31, 13, 30, 5)
const morning = new Date(2026, 8, 3, 0, 7, 0)

describe('datetime', () => {
  it('formats the time after hh:mm a and HH:mm', () => {
    expect(formatTime(afternoon, us)).toBe('01:30 pm')
    expect(formatTime(afternoon, eu)).toBe('13:30')
    expect(formatTime(morning, us)).toBe('12:07 am')
    expect(formatTime(morning, eu)).toBe('00:07')
    expect(formatTime(afternoon, us, true)).toBe('01:30:05 pm')
    expect(formatTime(afternoon, eu, true)).toBe('13:30:05')
  })
  it('follows the language\'s clock until a format is chosen, and a chosen one wins', () => {
    const unchosen = (locale: string): DateTimePrefs => ({ dateformat: null, timeformat: null, locale })
    expect(formatTime(new Date(2026, 0, 31, 23, 34), unchosen('de'))).toBe('23:34')
    expect(formatTime(new Date(2026, 0, 31, 23, 34), unchosen('fr'))).toBe('23:34')
    expect(formatTime(new Date(2026, 0, 31, 23, 34), unchosen('en'))).toBe('11:34 pm')
    expect(formatTime(afternoon, { ...unchosen('de'), timeformat: 'hh:mm a' })).toMatch(/^01:30 \S+/)
    expect(formatTime(afternoon, { ...unchosen('en'), timeformat: 'HH:mm' })).toBe('13:30')
    expect(formatDate(afternoon, unchosen('de'))).toBe('31 Jan 2026')
    expect(formatDate(afternoon, { ...unchosen('en'), dateformat: null })).toBe('Jan 31, 2026')
    expect(localeUses12Hour('de')).toBe(false)
    expect(localeUses12Hour('en')).toBe(true)
  })
  it('formats the date after MMM. DD, and DD MMM. without stray punctuation', () => {
    expect(formatDate(afternoon, us)).toBe('Jan 31, 2026')
    expect(formatDate(afternoon, eu)).toBe('31 Jan 2026')
    expect(formatDate(afternoon, us, false)).toBe('Jan 31')
    expect(formatDate(afternoon, eu, false)).toBe('31 Jan')
    expect(formatDateTime(morning, eu)).toBe('3 Sep 2026 00:07')
    expect(formatDateTime(morning, us)).toBe('Sep 3, 2026 12:07 am')
  })
  it('uses the locale for month names, without a trailing dot', () => {
    expect(formatDate(afternoon, { ...eu, locale: 'de' })).toBe('31 Jan 2026')
    expect(formatDate(new Date(2026, 2, 4), { ...eu, locale: 'fr' })).toBe('4 mars 2026')
    expect(formatDate(new Date(2026, 1, 4), { ...eu, locale: 'fr' })).toBe('4 févr 2026')
    expect(intlLocale('cz')).toBe('cs')
    expect(intlLocale('cn')).toBe('zh-CN')
  })
  it('is relative when today, in the locale', () => {
    const now = new Date(2026, 0, 31, 14, 0, 0).getTime()
    expect(formatEpoch(afternoon.getTime() / 1000, us, now)).toBe('30 minutes ago')
    expect(formatEpoch(afternoon.getTime() / 1000, { ...us, locale: 'de' }, now)).toBe('vor 30 Minuten')
    expect(formatEpoch(new Date(2026, 0, 30, 9, 0).getTime() / 1000, eu, now)).toBe('30 Jan 2026 09:00')
    expect(formatEpoch(null, us, now)).toBe('-')
    expect(formatRelative(3 * 3600, 'en')).toBe('3 hours ago')
    expect(formatRelative(3 * 86400, 'en')).toBe('3 days ago')
    expect(formatRelative(65 * 86400, 'de')).toBe('vor 2 Monaten')
    expect(formatRelative(800 * 86400, 'en')).toBe('2 years ago')
  })
  it('names morning and afternoon in the locale', () => {
    expect(formatTime(afternoon, { ...us, locale: 'ar' })).toBe('01:30 م')
    expect(formatTime(morning, { ...us, locale: 'ja' })).toBe('12:07 午前')
    expect(formatTime(afternoon, { ...us, locale: 'de' })).toBe('01:30 PM')
  })
  it('labels history chart months in the locale', () => {
    expect(formatMonthYear(afternoon, us)).toBe('Jan 26')
    expect(formatMonthYear(afternoon, { ...us, locale: 'de' })).toBe('Jan. 26')
  })
  it('labels chart axes after the time format', () => {
    expect(formatAxisTime(afternoon.getTime() / 1000, eu)).toBe('13:30')
    expect(formatAxisTime(afternoon.getTime() / 1000, us)).toBe('01:30 pm')
  })
})
