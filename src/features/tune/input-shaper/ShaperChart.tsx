import { Box, useComputedColorScheme } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { memo, useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { activeLocale, formatNumberUpTo } from '../../../lib/format'
import { chartColors, griddedAxis } from '../../../lib/chart-axis'

export interface SpectrumLine {
  label: string
  color: string
  values: number[]
  /** 'psd' on the left scale; 'response' (0–1) on the right. */
  scale?: 'psd' | 'response'
  dash?: number[]
  width?: number
}

const HEIGHT = 240

/** A frequency chart: power spectral densities and shaper responses over `freqs` (Hz). */
export const ShaperChart = memo(function ShaperChart({ freqs, lines, label, testId }: { freqs: number[]; lines: SpectrumLine[]; label: string; testId?: string }) {
  const { ref, width } = useElementSize()
  const mount = useRef<HTMLDivElement | null>(null)
  const dark = useComputedColorScheme('dark') === 'dark'
  const key = lines.map((l) => `${l.label}:${l.values.length}:${l.values[Math.floor(l.values.length / 2)]}`).join('|')
  const data = useRef<uPlot.AlignedData>([freqs])
  data.current = [freqs, ...lines.map((l) => l.values)]

  useEffect(() => {
    if (!mount.current || width <= 0) return
    const colors = chartColors(dark)
    const hasResponse = lines.some((l) => l.scale === 'response')
    const compact = new Intl.NumberFormat(activeLocale(), { notation: 'compact', maximumFractionDigits: 1 })
    const u = new uPlot(
      {
        width,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false }, psd: { range: (_u, _lo, hi) => [0, hi || 1] }, response: { range: [0, 1] } },
        axes: [
          { ...griddedAxis(colors), values: (_u, v) => v.map((f) => `${formatNumberUpTo(f, 0)}`) },
          { scale: 'psd', ...griddedAxis(colors), size: 56, values: (_u, v) => v.map((p) => compact.format(p)) },
          ...(hasResponse ? [{ scale: 'response', side: 1, stroke: colors.axis, grid: { show: false }, size: 36, values: (_u: uPlot, v: number[]) => v.map((r) => formatNumberUpTo(r, 1)) }] : []),
        ],
        series: [{}, ...lines.map<uPlot.Series>((l) => ({ label: l.label, stroke: l.color, width: l.width ?? 1.5, dash: l.dash, scale: l.scale ?? 'psd', points: { show: false } }))],
      },
      data.current,
      mount.current,
    )
    return () => u.destroy()
    // Lines are identified by `key`; width changes recreate the small chart too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, dark, width])

  return (
    <Box ref={ref} data-testid={testId}>
      <div ref={mount} style={{ height: HEIGHT }} role="img" aria-label={label} data-rendered={width > 0 ? 'true' : 'false'} />
      <Box component="ul" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', margin: 0, padding: 0, fontSize: 12 }}>
        {lines.map((l) => (
          <li key={l.label}>
            <span style={{ color: l.color }}>{l.dash ? '┅' : '━'}</span> {l.label}
          </li>
        ))}
      </Box>
    </Box>
  )
})
