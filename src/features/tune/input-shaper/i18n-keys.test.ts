import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../i18n'

const dir = import.meta.dirname
const load = (locale: string) => JSON.parse(readFileSync(path.resolve(dir, `../../../i18n/locales/${locale}/shaper.json`), 'utf8')) as Record<string, unknown>
const has = (json: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), json) !== undefined
const flat = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]))

describe('input shaper translations', () => {
  it('have every key the components use', () => {
    const en = load('en')
    const missing: string[] = []
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
      for (const m of readFileSync(path.join(dir, file), 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) if (!has(en, m[1])) missing.push(`${file}: ${m[1]}`)
    }
    expect(missing).toEqual([])
    for (const key of ['run.x', 'run.y', 'run.both', 'phase.starting', 'phase.testing', 'phase.analysing']) expect(has(en, key)).toBe(true)
  })
  it('are complete in all 16 locales', () => {
    const keys = flat(load('en')).sort()
    for (const locale of LOCALES) expect(flat(load(locale)).sort(), locale).toEqual(keys)
  })
})
