import i18next, { type BackendModule } from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { intlLocale } from '../lib/intl-locale'
import { untilLoaded } from '../lib/until-loaded'
import { FIRST_SCREEN_NAMESPACES } from './namespaces'

/** The 16 locales of SPEC §1; English is the fallback for every missing string. */
export const LOCALES = ['en', 'cz', 'cn', 'zh-HK', 'de', 'es', 'fr', 'it', 'hu', 'nl', 'pt', 'ru', 'uk', 'ko', 'ar', 'ja'] as const
export type Locale = (typeof LOCALES)[number]

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English', cz: 'Čeština', cn: '简体中文', 'zh-HK': '繁體中文（香港）', de: 'Deutsch', es: 'Español', fr: 'Français',
  it: 'Italiano', hu: 'Magyar', nl: 'Nederlands', pt: 'Português', ru: 'Русский', uk: 'Українська', ko: '한국어', ar: 'العربية', ja: '日本語',
}

/** Every namespace file, loaded only when a locale and namespace are first needed. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')

/** 'de/app', 'en/console' … in the order the files were fetched: what a first paint costs (loading.test.ts). */
const fetched: string[] = []
export function fetchedLocaleFiles(): readonly string[] {
  return fetched
}

async function fetchFile(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = files[`./locales/${language}/${namespace}.json`]
  if (!load) return {}
  fetched.push(`${language}/${namespace}`)
  return (await load()).default
}

/**
 * English is the fallback (SPEC §1), yet every locale is complete (locales.test.ts): beside another
 * language its files are not fetched. A namespace's English file comes only when the active language
 * misses one of its keys (missingKeyHandler), or when English itself is chosen (changeLocale).
 */
const deferredEnglish = new Set<string>()
/** A store event of our own: React re-renders on it (bindI18nStore), not on every namespace load. */
const ENGLISH_ADDED = 'englishFallbackAdded'

async function loadEnglish(namespace: string): Promise<void> {
  if (!deferredEnglish.delete(namespace)) return
  try {
    i18next.addResourceBundle('en', namespace, await fetchFile('en', namespace), true, true)
    ;(i18next.store as unknown as { emit(event: string, ...args: unknown[]): void }).emit(ENGLISH_ADDED, 'en', namespace)
  } catch {
    deferredEnglish.add(namespace)
  }
}

/** The locale being shown or being switched to (i18next's own language changes only once its files are in). */
let activeLocale: string = 'en'
const englishDeferred = (language: string) => language === 'en' && activeLocale !== 'en'

/**
 * The first dashboard's screen namespaces share one file (vite.config.ts; the other screens' share
 * another, fetched when one of them is asked for). A screen asks for its texts only once the
 * session's start-up calls have answered: fetched as soon as the shell's own namespace is in, the
 * file is in by then.
 */
function prefetchScreenTexts(language: string): void {
  const namespaces = FIRST_SCREEN_NAMESPACES.filter((ns) => `./locales/${language}/${ns}.json` in files)
  // Every namespace of the file at once: a screen's parts then find their texts in place as they
  // mount, instead of suspending one after another.
  if (namespaces.length) void i18next.loadNamespaces(namespaces).catch(() => undefined)
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (englishDeferred(language)) {
      deferredEnglish.add(namespace)
      callback(null, {})
      return
    }
    // A file that cannot be fetched (the host away) is asked for again until it arrives: i18next
    // would otherwise keep the namespace as failed, and the screens would come back in English.
    void untilLoaded(() => fetchFile(language, namespace)).then((data) => {
      callback(null, data)
      if (namespace === 'app') prefetchScreenTexts(language)
    })
  },
}

const LOCALE_KEY = 'stratum-locale'

export function storedLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_KEY)
  return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : 'en'
}

/** Arabic reads right to left; every other locale left to right. */
export function localeDirection(locale: string): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/** The html element's lang and dir (Mantine's DirectionProvider follows dir, see app/direction.tsx). */
export function applyDocumentLocale(locale: string): void {
  document.documentElement.lang = locale
  document.documentElement.dir = localeDirection(locale)
}

/**
 * A text for code outside React (stores, actions): the active language's, or the English one given
 * when i18n has not started (unit tests of stores run without it).
 */
export function translate(key: string, english: string, options: Record<string, unknown> = {}): string {
  if (i18next.isInitialized) return i18next.t(key, { defaultValue: english, ...options })
  return english.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole))
}

/** Loads namespaces for code outside React (its texts then read through translate). */
export function loadTexts(namespaces: string[]): Promise<void> {
  return i18next.isInitialized ? i18next.loadNamespaces(namespaces).then(() => undefined) : Promise.resolve()
}

export async function changeLocale(locale: Locale): Promise<void> {
  localStorage.setItem(LOCALE_KEY, locale)
  applyDocumentLocale(locale)
  activeLocale = locale
  // The English files skipped so far (already 'loaded' empty for i18next) come before English shows.
  if (locale === 'en') await Promise.all([...deferredEnglish].map(loadEnglish))
  await i18next.changeLanguage(locale)
}

/**
 * i18next picks plural rules with Intl.PluralRules(code); 'cz' and 'cn' (Fluidd's codes) are not
 * languages there, so they would get English rules. Czech needs its few/many forms.
 */
export function pluralCode(locale: string): string {
  return intlLocale(locale)
}

/** The interface locale; a component that formats numbers or dates calls it to re-render on a switch. */
export function useLocale(): string {
  return useTranslation().i18n.language || 'en'
}

export function initI18n(): Promise<unknown> {
  activeLocale = storedLocale()
  applyDocumentLocale(activeLocale)
  const ready = i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: storedLocale(),
      fallbackLng: 'en',
      ns: ['app'],
      defaultNS: 'app',
      interpolation: { escapeValue: false },
      // A key the active language lacks fetches that namespace's English file; the store event re-renders.
      saveMissing: true,
      missingKeyHandler: (_languages, namespace) => void loadEnglish(namespace),
      react: { useSuspense: true, bindI18nStore: ENGLISH_ADDED },
      returnNull: false,
    })
  const resolver = i18next.services.pluralResolver as { getRule(code: string, options?: object): unknown }
  const getRule = resolver.getRule.bind(resolver)
  resolver.getRule = (code, options) => getRule(pluralCode(code), options)
  return ready
}

export default i18next
