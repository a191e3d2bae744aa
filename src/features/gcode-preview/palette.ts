import { useComputedColorScheme, useMantineTheme } from '@mantine/core'
import { useMemo } from 'react'
import type { Palette } from './render2d'

/** Drawing colours for the theme: the printed part in the primary colour, the rest in neutral tones. */
export function usePalette(): Palette {
  const scheme = useComputedColorScheme('dark')
  const theme = useMantineTheme()
  const primary = theme.colors[theme.primaryColor]?.[5] ?? '#2196F3'
  return useMemo<Palette>(() => {
    const dark = scheme === 'dark'
    return {
      background: dark ? '#1d1f23' : '#f4f5f7',
      grid: dark ? 'rgba(255,255,255,0.06)' : 'rgba(0,0,0,0.07)',
      extrusion: dark ? '#d0d4da' : '#3b4048',
      printed: primary,
      ghost: dark ? 'rgba(160,170,185,0.28)' : 'rgba(80,90,105,0.25)',
      lower: dark ? 'rgba(160,170,185,0.12)' : 'rgba(80,90,105,0.12)',
      move: dark ? 'rgba(120,200,255,0.55)' : 'rgba(20,110,200,0.55)',
      retract: '#e8590c',
      unretract: '#2f9e44',
      object: dark ? '#74c0fc' : '#1971c2',
      objectCurrent: '#40c057',
      excluded: '#fa5252',
      text: dark ? '#e9ecef' : '#212529',
    }
  }, [scheme, primary])
}
