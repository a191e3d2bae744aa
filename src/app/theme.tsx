import { createTheme, useMantineColorScheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core'
import { useEffect, useMemo } from 'react'
import { useUiSetting } from '../state/ui-settings'
import { useDatabaseStore, useDbValue } from '../state/database'
import i18next, { LOCALES, changeLocale, type Locale } from '../i18n'

/** Ten shades of a primary colour, from light to dark, around the given hex. */
export function shadesOf(hex: string): MantineColorsTuple {
  const n = parseInt(hex.replace('#', ''), 16)
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  const mix = (t: number, to: number) => rgb.map((c) => Math.round(c + (to - c) * t))
  const toHex = (c: number[]) => '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('')
  const steps = [0.9, 0.75, 0.6, 0.4, 0.2, 0, 0.15, 0.3, 0.45, 0.6]
  return steps.map((t, i) => toHex(i < 5 ? mix(t, 255) : mix(t, 0))) as unknown as MantineColorsTuple
}

export function useAppTheme(): MantineThemeOverride {
  const primary = useUiSetting<string>('theme.currentTheme.primary')
  return useMemo(
    () =>
      createTheme({
        primaryColor: 'brand',
        colors: { brand: shadesOf(/^#[0-9a-f]{6}$/i.test(primary) ? primary : '#2196F3') },
        primaryShade: { light: 6, dark: 5 },
        defaultRadius: 'md',
        fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif',
      }),
    [primary],
  )
}

/** Applies the server-saved dark/light choice and locale once the database roots are loaded. */
export function ThemeSync() {
  const { setColorScheme } = useMantineColorScheme()
  const loaded = useDatabaseStore((s) => s.loaded)
  const isDark = useUiSetting<boolean>('theme.isDark')
  const followSystem = useUiSetting<boolean>('theme.followSystem')
  // Only a locale this printer saved wins over the browser's own choice; the default does not.
  const locale = useDbValue<string | null>('uiSettings', 'general.locale', null)
  useEffect(() => {
    if (loaded) setColorScheme(followSystem ? 'auto' : isDark ? 'dark' : 'light')
  }, [loaded, isDark, followSystem, setColorScheme])
  useEffect(() => {
    if (loaded && locale && locale !== i18next.language && (LOCALES as readonly string[]).includes(locale)) void changeLocale(locale as Locale)
  }, [loaded, locale])
  return null
}
