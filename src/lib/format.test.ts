import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../i18n'
import {
  activeLocale,
  formatDuration,
  formatFileSize,
  formatFlow,
  formatHours,
  formatLength,
  formatMm,
  formatMmUpTo,
  formatNumber,
  formatNumberUpTo,
  formatPercent,
  formatPercentFloor,
  formatSigned,
  formatSpeed,
  formatTemperature,
  formatTemperatureRate,
  formatWeight,
  intlLocale,
} from './format'

/** Intl puts no-break spaces (U+00A0, U+202F) and direction marks between parts; compare the visible text. */
const plain = (text: string) => text.replace(/\s/g, ' ').replace(/[\u200e\u200f\u061c]/g, '')

describe('formatting of SPEC §9 in English (the default before i18n starts)', () => {
  it('shows temperatures with one decimal', () => {
    expect(formatTemperature(205.26)).toBe('205.3\u202F°C')
    expect(formatTemperature(undefined)).toBe('-')
    expect(formatTemperatureRate(0.53)).toBe('+0.5\u202F°C/s')
    expect(formatTemperatureRate(-1.26)).toBe('-1.3\u202F°C/s')
    expect(formatTemperatureRate(0)).toBe('0.0\u202F°C/s')
  })
  it('switches lengths to cm above 100 mm and to m from 1000 mm', () => {
    expect(formatLength(100)).toBe('100.0 mm')
    expect(formatLength(100.5)).toBe('10.1 cm')
    expect(formatLength(999)).toBe('99.9 cm')
    expect(formatLength(1000)).toBe('1.00 m')
  })
  it('switches weights to kg from 1000 g', () => {
    expect(formatWeight(999)).toBe('999.0 g')
    expect(formatWeight(1000)).toBe('1.00 kg')
  })
  it('formats durations and sizes', () => {
    expect(formatDuration(3725)).toBe('1h 2m 5s')
    expect(formatDuration(90061)).toBe('1d 1h 1m 1s')
    expect(formatDuration(59)).toBe('59s')
    expect(formatDuration(0)).toBe('0s')
    expect(formatDuration(null)).toBe('0s')
    // The print card's running timers use the same style: no 'h:mm:ss' counters beside '32m 39s'.
    expect(formatDuration(45 * 60 + 10)).toBe('45m 10s')
    expect(formatDuration(100 * 3600)).toBe('4d 4h 0m 0s')
    expect(formatFileSize(1536)).toBe('1.54 kB')
    expect(formatFileSize(15 * 1024 * 1024)).toBe('15.7 MB')
    expect(formatFileSize(512)).toBe('512 B')
  })
  it('writes sizes in decimal SI units, as transfer speeds are', () => {
    expect(formatFileSize(999)).toBe('999 B')
    expect(formatFileSize(1000)).toBe('1.00 kB')
    expect(formatFileSize(1_500_000)).toBe('1.50 MB')
    expect(formatFileSize(2_000_000_000)).toBe('2.00 GB')
    expect(formatFileSize(-1)).toBe('-')
  })
  it('floors disk percentages', () => {
    expect(formatPercentFloor(999, 1000)).toBe('99%')
    expect(formatPercentFloor(1, 0)).toBe('0%')
  })
  it('formats plain numbers, percentages, speeds and flows', () => {
    expect(formatNumber(7.156, 2)).toBe('7.16')
    expect(formatNumber(12345.5, 1)).toBe('12345.5')
    expect(formatNumber(-0.00001, 4)).toBe('0.0000')
    expect(formatNumber(Number.NaN, 1)).toBe('-')
    expect(formatNumberUpTo(0.2, 2)).toBe('0.2')
    expect(formatNumberUpTo(0.256, 2)).toBe('0.26')
    expect(formatSigned(1.23, 1)).toBe('+1.2')
    expect(formatPercent(42)).toBe('42%')
    expect(formatMm(0.2)).toBe('0.20 mm')
    expect(formatMmUpTo(0.2)).toBe('0.2 mm')
    expect(formatMmUpTo(0.0049, 3)).toBe('0.005 mm')
    expect(formatHours(1.25)).toBe('1.3h')
    expect(formatSpeed(120.4)).toBe('120\u202Fmm/s')
    expect(formatFlow(7.16)).toBe('7.2\u202Fmm³/s')
  })
})

describe('formatting in German', () => {
  const de = 'de'
  it('uses a decimal comma everywhere', () => {
    expect(formatNumber(7.156, 2, de)).toBe('7,16')
    expect(formatNumber(12345.5, 1, de)).toBe('12345,5')
    expect(formatNumberUpTo(0.2, 2, de)).toBe('0,2')
    expect(formatSigned(-0.5, 1, de)).toBe('-0,5')
    expect(formatTemperature(205.26, de)).toBe('205,3\u202F°C')
    expect(formatTemperatureRate(0.53, de)).toBe('+0,5\u202F°C/s')
    expect(formatMm(0.2, 2, de)).toBe('0,20 mm')
    expect(formatMmUpTo(0.4, 3, de)).toBe('0,4 mm')
    expect(formatSpeed(120.4, 0, de)).toBe('120\u202Fmm/s')
    expect(formatFlow(7.16, 1, de)).toBe('7,2\u202Fmm³/s')
    expect(formatLength(1234, de)).toBe('1,23 m')
    expect(formatLength(150, de)).toBe('15,0 cm')
    expect(formatWeight(1500, de)).toBe('1,50 kg')
    expect(formatWeight(12.3, de)).toBe('12,3 g')
    expect(formatFileSize(1536, de)).toBe('1,54 kB')
    expect(formatFileSize(512, de)).toBe('512 B')
  })
  it('spaces percentages as German does', () => {
    expect(plain(formatPercent(42, 0, de))).toBe('42 %')
    expect(plain(formatPercentFloor(999, 1000, de))).toBe('99 %')
  })
  it('writes durations with German abbreviations', () => {
    expect(plain(formatDuration(3725, de))).toBe('1 Std. 2 Min. 5 Sek.')
    expect(plain(formatDuration(90061, de))).toBe('1 Tg. 1 Std. 1 Min. 1 Sek.')
    expect(plain(formatDuration(0, de))).toBe('0 Sek.')
    expect(plain(formatHours(1.5, 1, de))).toBe('1,5 Std.')
  })
})

describe('formatting in Japanese and Arabic', () => {
  it('keeps the decimal point and writes Japanese duration units', () => {
    expect(formatNumber(7.156, 2, 'ja')).toBe('7.16')
    expect(formatTemperature(205.26, 'ja')).toBe('205.3\u202F°C')
    expect(plain(formatDuration(3725, 'ja'))).toBe('1 時間 2 分 5 秒')
    expect(plain(formatDuration(90061, 'ja'))).toBe('1 日 1 時間 1 分 1 秒')
    expect(plain(formatHours(1.5, 1, 'ja'))).toBe('1.5 時間')
    expect(formatFileSize(1536, 'ja')).toBe('1.54 kB')
    expect(formatLength(1234, 'ja')).toBe('1.23 m')
  })
  it('writes Arabic duration units with Latin digits', () => {
    expect(formatNumber(7.156, 2, 'ar')).toBe('7.16')
    expect(plain(formatDuration(3725, 'ar'))).toBe('1 س 2 د 5 ث')
    expect(plain(formatPercent(42, 0, 'ar'))).toBe('42%')
  })
  it('writes Chinese and Czech with their own units and separators', () => {
    expect(formatDuration(3725, 'cn')).toBe('1小时 2分钟 5秒')
    expect(formatDuration(3725, 'zh-HK')).toBe('1小時 2分 5秒')
    expect(formatNumber(7.156, 2, 'cz')).toBe('7,16')
  })
})

describe('interface locale codes', () => {
  it('maps Fluidd codes to BCP 47 tags', () => {
    expect(intlLocale('cz')).toBe('cs')
    expect(intlLocale('cn')).toBe('zh-CN')
    expect(intlLocale('zh-HK')).toBe('zh-HK')
    expect(intlLocale('de')).toBe('de')
    expect(intlLocale(undefined)).toBe('en')
  })
  it('gives every one of the 16 locales a tag Intl supports as that language', () => {
    for (const code of LOCALES) {
      const tag = intlLocale(code)
      expect(Intl.NumberFormat.supportedLocalesOf([tag]), code).toEqual([tag])
      expect(new Intl.NumberFormat(tag).resolvedOptions().locale.split('-')[0], code).toBe(tag.split('-')[0])
      expect(formatDuration(3725, code), code).not.toBe('')
    }
  })
})

describe('the active locale', () => {
  it('formats in the language i18n shows when no locale is given', async () => {
    await i18next.init({ lng: 'de', resources: {} })
    expect(activeLocale()).toBe('de')
    expect(formatNumber(7.156, 2)).toBe('7,16')
    expect(formatTemperature(21.04)).toBe('21,0\u202F°C')
    await i18next.changeLanguage('cz')
    expect(formatLength(150)).toBe('15,0 cm')
    await i18next.changeLanguage('en')
    expect(formatNumber(7.156, 2)).toBe('7.16')
  })
})
