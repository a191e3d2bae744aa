import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './index'

const dir = path.join(import.meta.dirname, 'locales')
const flat = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]))

describe('locales', () => {
  it('has a folder for each of the 16 locales', () => {
    expect(readdirSync(dir).sort()).toEqual([...LOCALES].sort())
  })
  it('translates only keys that English has, in valid JSON', () => {
    for (const locale of LOCALES) {
      for (const file of readdirSync(path.join(dir, locale))) {
        const english = path.join(dir, 'en', file)
        const keys = flat(JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8')))
        const known = new Set(flat(JSON.parse(readFileSync(english, 'utf8'))))
        expect(keys.filter((k) => !known.has(k)), `${locale}/${file}`).toEqual([])
      }
    }
  })
})
