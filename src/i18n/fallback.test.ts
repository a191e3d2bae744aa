// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import i18next, { changeLocale, initI18n } from './index'

describe('English fallback', () => {
  it('is not fetched beside a complete locale, and comes when English is chosen', async () => {
    localStorage.setItem('stratum-locale', 'de')
    await initI18n()
    expect(i18next.t('nav.settings')).toBe('Einstellungen')
    expect(i18next.hasResourceBundle('en', 'app') && Object.keys(i18next.getResourceBundle('en', 'app')).length).toBeFalsy()
    await changeLocale('en')
    expect(i18next.t('nav.settings')).toBe('Settings')
  })
  it('fetches English for a namespace once the active locale misses one of its keys', async () => {
    await changeLocale('de')
    await i18next.loadNamespaces('console')
    const english = () => Object.keys(i18next.getResourceBundle('en', 'console') ?? {}).length
    expect(english()).toBe(0)
    i18next.t('console:a.key.no.locale.has')
    await vi.waitFor(() => expect(english()).toBeGreaterThan(0))
  })
})
