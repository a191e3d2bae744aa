// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import i18next, { changeLocale, initI18n } from './index'

describe('locale switch', () => {
  it('sets the page direction and language, and resolves plurals with the language rules', async () => {
    await initI18n()
    await changeLocale('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')
    await changeLocale('de')
    expect(document.documentElement.dir).toBe('ltr')
    const resolver = i18next.services.pluralResolver as unknown as { getSuffixes(code: string): string[] }
    expect(resolver.getSuffixes('cz')).toEqual(['_one', '_few', '_many', '_other'])
    expect(resolver.getSuffixes('ar')).toContain('_two')
  })
})
