import { DirectionProvider, useDirection } from '@mantine/core'
import { useEffect, type ReactNode } from 'react'
import i18next, { localeDirection } from '../i18n'

/** Keeps Mantine's direction (drawers, sliders, menus) on the locale's: right to left for Arabic. */
function DirectionSync() {
  const { setDirection } = useDirection()
  useEffect(() => {
    const apply = (lng: string) => setDirection(localeDirection(lng))
    apply(i18next.language)
    i18next.on('languageChanged', apply)
    return () => i18next.off('languageChanged', apply)
  }, [setDirection])
  return null
}

export function LocaleDirection({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={localeDirection(i18next.language ?? 'en')} detectDirection={false}>
      <DirectionSync />
      {children}
    </DirectionProvider>
  )
}
