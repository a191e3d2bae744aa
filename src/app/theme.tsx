import { createTheme, useMantineColorScheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core'
import { useEffect, useMemo } from 'react'
import { useSettingsLoaded, useUiSetting } from '../state/settings/settings'
import i18next, { LOCALES, changeLocale } from '../i18n'

/** Ten shades of a primary colour, from light to dark, around the given hex. */
export function shadesOf(hex: string): MantineColorsTuple {
  const n = parseInt(hex.replace('#', ''), 16)
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  const mix = (t: number, to: number) => rgb.map((c) => Math.round(c + (to - c) * t))
  const toHex = (c: number[]) => '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('')
  const steps = [0.9, 0.75, 0.6, 0.4, 0.2, 0, 0.15, 0.3, 0.45, 0.6]
  const s = steps.map((t, i) => toHex(i < 5 ? mix(t, 255) : mix(t, 0)))
  return [s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9]]
}

export function useAppTheme(): MantineThemeOverride {
  const primary = useUiSetting('theme.currentTheme.primary')
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
  const loaded = useSettingsLoaded()
  const isDark = useUiSetting('theme.isDark')
  const followSystem = useUiSetting('theme.followSystem')
  // Only a locale this printer saved wins over the browser's own choice; the default does not.
  const locale = useUiSetting('general.locale')
  useEffect(() => {
    if (loaded) setColorScheme(followSystem ? 'auto' : isDark ? 'dark' : 'light')
  }, [loaded, isDark, followSystem, setColorScheme])
  useEffect(() => {
    const chosen = LOCALES.find((l) => l === locale)
    if (loaded && chosen && chosen !== i18next.language) void changeLocale(chosen)
  }, [loaded, locale])
  return null
}
