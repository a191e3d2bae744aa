// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import i18next, { changeLocale, fetchedLocaleFiles, initI18n } from './index'

/** SPEC #21 item 4: the shell's first paint fetches only the active locale's shell namespace. */
describe('locale file loading', () => {
  it('fetches de/app first, then the screens\' namespaces, all in Deutsch, for a user who chose Deutsch', async () => {
    localStorage.setItem('stratum-locale', 'de')
    await initI18n()
    expect(fetchedLocaleFiles()[0]).toBe('de/app')
    expect(i18next.t('nav.settings')).toBe('Einstellungen')
    // The first dashboard's namespaces (one file in the build) follow at once, before any screen asks;
    // the other screens' wait until one is asked for.
    await vi.waitFor(() => expect(i18next.hasLoadedNamespace('console') && i18next.hasLoadedNamespace('dashboard')).toBe(true))
    expect(fetchedLocaleFiles().every((f) => f.startsWith('de/'))).toBe(true)
    expect(fetchedLocaleFiles()).not.toContain('de/tune')
  })

  it('fetches a feature namespace once, in the active locale only', async () => {
    await i18next.loadNamespaces('console')
    expect(fetchedLocaleFiles().filter((f) => f.endsWith('/console'))).toEqual(['de/console'])
  })

  it('fetches English for a namespace once the active locale misses one of its keys, and shows it', async () => {
    const key = 'console:a.key.only.english.has'
    expect(i18next.t(key)).toBe('a.key.only.english.has')
    await vi.waitFor(() => expect(i18next.getResourceBundle('en', 'console')).toHaveProperty('clear'))
    expect(fetchedLocaleFiles().filter((f) => f.startsWith('en/'))).toEqual(['en/console'])
    // German still wins where it has the key.
    expect(i18next.t('console:clear')).toBe(i18next.getResource('de', 'console', 'clear'))
  })

  it('re-renders a screen with the English text once a key its locale lacks has loaded', async () => {
    await i18next.loadNamespaces('tune')
    // A German file without one of its keys (what locales.test.ts keeps from shipping).
    const store = i18next.store.data as Record<string, Record<string, Record<string, unknown>>>
    delete store.de.tune.notLoaded
    function Probe() {
      const { t } = useTranslation('tune')
      return <span data-testid="probe">{t('notLoaded')}</span>
    }
    render(
      <Suspense fallback={null}>
        <Probe />
      </Suspense>,
    )
    await vi.waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('Bed mesh not loaded'))
    expect(fetchedLocaleFiles()).toContain('en/tune')
  })

  it('fetches the English files when English is chosen, before it shows', async () => {
    await changeLocale('en')
    expect(i18next.t('nav.settings')).toBe('Settings')
    expect(fetchedLocaleFiles()).toContain('en/app')
    const before = fetchedLocaleFiles().length
    await changeLocale('ar')
    await i18next.loadNamespaces('tune')
    const arabic = fetchedLocaleFiles().slice(before)
    expect(arabic[0]).toBe('ar/app')
    expect(arabic).toEqual(expect.arrayContaining(['ar/console', 'ar/cameras', 'ar/tune']))
    expect(arabic.every((f) => f.startsWith('ar/'))).toBe(true)
  })
})
