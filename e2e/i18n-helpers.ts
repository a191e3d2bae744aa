import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const LOCALES = path.resolve(import.meta.dirname, '..', 'src', 'i18n', 'locales')
/** The namespaces this check covers (features of other issues bring and check their own). */
const NAMESPACES = ['app', 'console', 'dashboard', 'files', 'macros', 'validation', 'settings']

const flat = (o: Record<string, unknown>, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]]))
const read = (locale: string, ns: string): Record<string, unknown> => {
  try {
    return JSON.parse(readFileSync(path.join(LOCALES, locale, `${ns}.json`), 'utf8'))
  } catch {
    return {}
  }
}

/** English texts of our files that the locale words differently (a shared word like 'Filament' is no leak). */
export function englishOnly(locale: string): Set<string> {
  const out = new Set<string>()
  const namespaces = NAMESPACES.filter((n) => readdirSync(path.join(LOCALES, 'en')).includes(`${n}.json`))
  // A word the locale itself uses somewhere (German 'Filter') is no leak, even where English uses it too.
  const localeWords = new Set(namespaces.flatMap((ns) => flat(read(locale, ns)).map(([, v]) => v)))
  for (const ns of namespaces) {
    const mine = new Map(flat(read(locale, ns)))
    for (const [key, text] of flat(read('en', ns))) {
      if (text.includes('{{') || !/[A-Za-z]{3}/.test(text)) continue
      if (mine.get(key) !== text && !localeWords.has(text)) out.add(text)
    }
  }
  return out
}

/** Names the printer gives its parts (a heater called 'extruder' shows as Extruder): not our text. */
const PRINTER_NAMES = new Set(['Extruder', 'Heater Bed', 'Chamber'])

/** Every visible text node and every read attribute of the page that is exactly one of the English texts. */
export async function englishOnPage(page: Page, english: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement
      if (!el || !el.getClientRects().length) continue
      const text = n.textContent?.trim()
      if (text) found.push(text)
    }
    for (const el of document.querySelectorAll('[aria-label],[title],[placeholder]')) {
      for (const a of ['aria-label', 'title', 'placeholder']) {
        const v = el.getAttribute(a)?.trim()
        if (v) found.push(v)
      }
    }
    return found
  })
  return [...new Set(texts.filter((t) => english.has(t) && !PRINTER_NAMES.has(t)))]
}

/** Picks a language in Settings → General, the way a user does. */
export async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByTestId('setting-locale').click()
  await page.getByRole('option', { name, exact: true }).click()
  await expect(page.getByTestId('setting-locale')).toHaveValue(name)
}

/** One translated text of our files, for finding controls by their name in that language. */
export function tr(locale: string, ns: string, key: string): string {
  const value = key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), read(locale, ns))
  return typeof value === 'string' ? value : key
}
