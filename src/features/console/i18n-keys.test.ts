import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONSOLE_FILTER_TYPES } from '../../lib/console-filters'

/** Every literal t('…') key of the console and macros features exists in its English namespace file. */
const FEATURES = path.resolve(import.meta.dirname, '..')
const load = (ns: string) => JSON.parse(readFileSync(path.resolve(FEATURES, `../i18n/locales/en/${ns}.json`), 'utf8')) as Record<string, unknown>
const has = (json: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), json) !== undefined

function missingKeys(folder: string, ns: string): string[] {
  const json = load(ns)
  const dir = path.join(FEATURES, folder)
  const missing: string[] = []
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
    for (const m of readFileSync(path.join(dir, file), 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) if (!has(json, m[1])) missing.push(`${file}: ${m[1]}`)
  }
  return missing
}

describe('console and macros translations', () => {
  it('have every key the components use', () => {
    expect(missingKeys('console', 'console')).toEqual([])
    expect(missingKeys('macros', 'macros')).toEqual([])
  })
  it('have the dynamic keys', () => {
    const consoleJson = load('console')
    const macrosJson = load('macros')
    for (const type of CONSOLE_FILTER_TYPES) expect(has(consoleJson, `type.${type}`)).toBe(true)
    for (const e of ['required', 'exists', 'invalidExpression']) expect(has(consoleJson, `error.${e}`)).toBe(true)
    for (const e of ['required', 'exists']) expect(has(macrosJson, `error.${e}`)).toBe(true)
  })
})
