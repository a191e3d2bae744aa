import { Box, Group, Text, useComputedColorScheme } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { StatEntry } from '../../lib/system/stats'
import { columns } from '../../lib/system/stats'
import { formatTime } from '../../lib/datetime'
import { dateTimePrefs } from '../../state/datetime-prefs'
import { formatNumberUpTo } from '../../lib/format'
import { chartColors, griddedAxis } from '../../lib/chart-axis'

export interface StatSeries {
  label: string
  color: string
  pick(e: StatEntry): number | null
}

const HEIGHT = 140

/** A small uPlot line chart of the last 30 stat entries; y from 0 to `max` (values above stretch it). */
export function StatChart({ title, entries, series, max, unit, testId }: { title: string; entries: StatEntry[]; series: StatSeries[]; max: number; unit: string; testId?: string }) {
  const { ref, width } = useElementSize()
  const mount = useRef<HTMLDivElement | null>(null)
  const plot = useRef<uPlot | null>(null)
  const dark = useComputedColorScheme('dark') === 'dark'
  const key = series.map((s) => s.label).join('|')
  const entriesRef = useRef(entries)
  entriesRef.current = entries

  useEffect(() => {
    if (!mount.current || width <= 0) return
    const colors = chartColors(dark)
    const u = new uPlot(
      {
        width,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, hi) => [0, Math.max(max, hi ?? 0)] } },
        axes: [
          { ...griddedAxis(colors), space: 70, values: (_u, v) => v.map((t) => (t === null ? '' : formatTime(new Date(t * 1000), dateTimePrefs(), true))) },
          { ...griddedAxis(colors), size: 50, values: (_u, v) => v.map((x) => `${formatNumberUpTo(x, 2)}${unit}`) },
        ],
        series: [{}, ...series.map<uPlot.Series>((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: false } }))],
      },
      columns(entriesRef.current, series.map((s) => s.pick)),
      mount.current,
    )
    plot.current = u
    return () => {
      u.destroy()
      plot.current = null
    }
    // width changes go through setSize; series are identified by their labels
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, dark, max, unit, width > 0])

  useEffect(() => {
    if (width > 0) plot.current?.setSize({ width, height: HEIGHT })
  }, [width])

  useEffect(() => {
    if (!plot.current || document.hidden) return
    plot.current.setData(columns(entries, series.map((s) => s.pick)))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries])

  const latest = entries[entries.length - 1]
  return (
    <Box data-testid={testId}>
      <Group justify="space-between" gap={4} mb={2}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Group gap={8}>
          {series.map((s) => {
            const v = latest ? s.pick(latest) : null
            return (
              <Text key={s.label} size="xs" c="dimmed">
                <span style={{ color: s.color }}>●</span> {s.label} {v === null ? '—' : `${formatNumberUpTo(v, 2)}${unit}`}
              </Text>
            )
          })}
        </Group>
      </Group>
      <div ref={ref}>
        <div ref={mount} style={{ height: HEIGHT }} role="img" aria-label={title} />
      </div>
    </Box>
  )
}
