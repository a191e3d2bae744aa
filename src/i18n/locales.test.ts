import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES, localeDirection, pluralCode } from './index'

const dir = path.join(import.meta.dirname, 'locales')
const flat = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]))
const read = (locale: string, file: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8'))
const values = (o: Record<string, unknown>, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? values(v as Record<string, unknown>, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]]))

const PLURAL = /_(zero|one|two|few|many|other)$/
const englishFiles = readdirSync(path.join(dir, 'en'))

describe('locales', () => {
  it('has a folder for each of the 16 locales', () => {
    expect(readdirSync(dir).sort()).toEqual([...LOCALES].sort())
  })

  it('translates only keys that English has, in valid JSON', () => {
    for (const locale of LOCALES) {
      for (const file of readdirSync(path.join(dir, locale))) {
        const known = new Set(flat(read('en', file)).map((k) => k.replace(PLURAL, '')))
        const keys = flat(read(locale, file)).map((k) => k.replace(PLURAL, ''))
        expect(keys.filter((k) => !known.has(k)), `${locale}/${file}`).toEqual([])
      }
    }
  })

  it('has every English key in every locale, with the plural forms the language needs', () => {
    const missing: string[] = []
    for (const locale of LOCALES) {
      const categories = new Intl.PluralRules(pluralCode(locale)).resolvedOptions().pluralCategories
      for (const file of englishFiles) {
        let have: Set<string>
        try {
          have = new Set(flat(read(locale, file)))
        } catch {
          missing.push(`${locale}/${file}: file missing`)
          continue
        }
        const wanted = new Set<string>()
        for (const key of flat(read('en', file))) {
          if (PLURAL.test(key)) for (const c of categories) wanted.add(key.replace(PLURAL, `_${c}`))
          else wanted.add(key)
        }
        for (const key of wanted) if (!have.has(key)) missing.push(`${locale}/${file}: ${key}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('keeps every {{placeholder}} of the English text', () => {
    const wrong: string[] = []
    const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join()
    for (const locale of LOCALES) {
      for (const file of englishFiles) {
        let translated: Map<string, string>
        try {
          translated = new Map(values(read(locale, file)))
        } catch {
          continue
        }
        for (const [key, text] of values(read('en', file))) {
          const base = key.replace(PLURAL, '')
          const mine = [...translated].filter(([k]) => k === key || (PLURAL.test(key) && k.replace(PLURAL, '') === base))
          for (const [k, v] of mine) if (holes(v).replace('{{count}}', '') !== holes(text).replace('{{count}}', '')) wrong.push(`${locale}/${file}: ${k}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('lays Arabic out right to left and the rest left to right', () => {
    expect(localeDirection('ar')).toBe('rtl')
    for (const l of LOCALES.filter((l) => l !== 'ar')) expect(localeDirection(l)).toBe('ltr')
  })

  it('gives Czech and Chinese their own plural rules', () => {
    expect(new Intl.PluralRules(pluralCode('cz')).resolvedOptions().pluralCategories).toContain('few')
    expect(new Intl.PluralRules(pluralCode('cn')).resolvedOptions().pluralCategories).toEqual(['other'])
  })
})
