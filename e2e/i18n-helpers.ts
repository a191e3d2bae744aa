import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const LOCALES = path.resolve(import.meta.dirname, '..', 'src', 'i18n', 'locales')
/** Every namespace of ours: the shell's and each feature's. */
const NAMESPACES = readdirSync(path.join(LOCALES, 'en')).map((f) => f.replace(/\.json$/, ''))

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
  const namespaces = NAMESPACES
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

/** Every key of our English files ('nav.settings', 'status.title' …): shown as text, it is a missing translation. */
export function translationKeys(): Set<string> {
  return new Set(NAMESPACES.flatMap((ns) => flat(read('en', ns)).map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, ''))).filter((k) => k.includes('.')))
}

/** Names the printer gives its parts (a heater called 'extruder' shows as Extruder): not our text. */
const PRINTER_NAMES = new Set(['Extruder', 'Heater Bed', 'Chamber'])

/** Every visible text node and every read attribute (aria-label, title, placeholder) of the page. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
}

/** Texts of the page that are exactly one of the English texts (printer-provided names excepted). */
export async function englishOnPage(page: Page, english: Set<string>): Promise<string[]> {
  return [...new Set((await visibleTexts(page)).filter((t) => english.has(t) && !PRINTER_NAMES.has(t)))]
}

/** Texts of the page that are bare translation keys ('nav.settings'): a lookup that found nothing. */
export async function keysOnPage(page: Page, keys: Set<string>): Promise<string[]> {
  return [...new Set((await visibleTexts(page)).filter((t) => keys.has(t) || keys.has(t.replace(/^\w+:/, ''))))]
}

/** Picks a language in Settings → General, the way a user does. */
export async function chooseLanguage(page: Page, name: string): Promise<void> {
  // Settings lays out once every section's code is in: slow on a busy machine.
  await expect(page.getByTestId('setting-locale')).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('setting-locale').click()
  await page.getByRole('option', { name, exact: true }).click()
  await expect(page.getByTestId('setting-locale')).toHaveValue(name)
}

/** One translated text of our files, for finding controls by their name in that language. */
export function tr(locale: string, ns: string, key: string): string {
  const value = key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), read(locale, ns))
  return typeof value === 'string' ? value : key
}
