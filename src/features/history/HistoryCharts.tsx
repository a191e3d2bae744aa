import { Box, Group, Stack, Text, useComputedColorScheme } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { bucketJobs, rangeStart, type BucketUnit } from '../../lib/history/buckets'
import { OUTCOME_GROUPS, outcomeOf, type OutcomeGroup } from '../../lib/history/status'
import type { HistoryJob } from '../../moonraker/types'
import { fetchJobsSince, useHistoryStore } from '../../state/history'
import { formatDate, formatMonthYear } from '../../lib/datetime'
import { dateTimePrefs } from '../../state/datetime-prefs'
import { formatHours, formatNumberUpTo, formatPercent } from '../../lib/format'
import { chartColors } from '../../lib/chart-axis'

const HEIGHT = 220
const FILAMENT_COLOR = '#2196F3'
const TIME_COLOR = '#FF9800'
const OUTCOME_COLORS: Record<OutcomeGroup, string> = {
  completed: 'var(--mantine-color-green-6)',
  cancelled: 'var(--mantine-color-red-6)',
  error: 'var(--mantine-color-yellow-6)',
}
/** Axis labels after the user's date format and locale, read when the axis draws. */
const dayLabel = (d: Date) => formatDate(d, dateTimePrefs(), false)
const monthLabel = (d: Date) => formatMonthYear(d, dateTimePrefs())

function options(unit: BucketUnit, width: number, dark: boolean, labels: { filament: string; time: string }): uPlot.Options {
  const { axis, grid } = chartColors(dark)
  const bars = uPlot.paths.bars!
  const label = unit === 'month' ? monthLabel : dayLabel
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: { x: { time: true }, m: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] }, h: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
    axes: [
      { stroke: axis, grid: { show: false }, ticks: { stroke: grid }, space: 60, values: (_u, v) => v.map((x) => (x === null ? '' : label(new Date(x * 1000)))) },
      { scale: 'm', stroke: FILAMENT_COLOR, grid: { stroke: grid }, ticks: { stroke: grid }, values: (_u, v) => v.map((x) => `${formatNumberUpTo(x, 1)} m`) },
      { scale: 'h', side: 1, stroke: TIME_COLOR, grid: { show: false }, values: (_u, v) => v.map((x) => formatHours(x)) },
    ],
    series: [
      {},
      { label: labels.filament, scale: 'm', fill: FILAMENT_COLOR, stroke: FILAMENT_COLOR, paths: bars({ size: [0.35, 24], align: -1 }), points: { show: false } },
      { label: labels.time, scale: 'h', fill: TIME_COLOR, stroke: TIME_COLOR, paths: bars({ size: [0.35, 24], align: 1 }), points: { show: false } },
    ],
  }
}

/** The usage chart (uPlot bars) and the split of finished jobs; this module loads with uPlot only when shown. */
export default function HistoryCharts({ unit, visible }: { unit: BucketUnit; visible: boolean }) {
  const { t } = useTranslation('history')
  const { ref, width } = useElementSize()
  const mount = useRef<HTMLDivElement | null>(null)
  const dark = useComputedColorScheme('dark') === 'dark'
  // A finished job or a reset changes the totals: the charts follow.
  const totals = useHistoryStore((s) => s.totals)
  const [jobs, setJobs] = useState<HistoryJob[] | null>(null)
  const [now, setNow] = useState(() => Date.now() / 1000)

  useEffect(() => {
    if (!visible) return
    let live = true
    const at = Date.now() / 1000
    fetchJobsSince(rangeStart(at, unit).getTime() / 1000 - 1)
      .then((list) => {
        if (!live) return
        setNow(at)
        setJobs(list)
      })
      .catch(() => live && setJobs([]))
    return () => {
      live = false
    }
  }, [unit, totals, visible])

  const buckets = useMemo(() => (jobs ? bucketJobs(jobs, unit, rangeStart(now, unit), now) : []), [jobs, unit, now])
  const split = useMemo(() => {
    const counts: Record<OutcomeGroup, number> = { completed: 0, cancelled: 0, error: 0 }
    for (const j of jobs ?? []) {
      const g = outcomeOf(j.status)
      if (g) counts[g]++
    }
    return counts
  }, [jobs])
  const finished = split.completed + split.cancelled + split.error

  useEffect(() => {
    if (!mount.current || width <= 0 || !jobs) return
    // Empty buckets are gaps, not zero-height bars.
    const data: uPlot.AlignedData = [buckets.map((b) => b.start), buckets.map((b) => (b.filament > 0 ? b.filament / 1000 : null)), buckets.map((b) => (b.printTime > 0 ? b.printTime / 3600 : null))]
    const u = new uPlot(options(unit, width, dark, { filament: t('charts.filament'), time: t('charts.printTime') }), data, mount.current)
    return () => u.destroy()
  }, [buckets, unit, width, dark, jobs, t])

  return (
    <Stack gap="sm" data-testid="history-charts-body">
      <Group gap="md">
        <Group gap={6}>
          <Box w={12} h={12} bg={FILAMENT_COLOR} style={{ borderRadius: 2 }} />
          <Text size="xs">{t('charts.filament')}</Text>
        </Group>
        <Group gap={6}>
          <Box w={12} h={12} bg={TIME_COLOR} style={{ borderRadius: 2 }} />
          <Text size="xs">{t('charts.printTime')}</Text>
        </Group>
      </Group>
      <div ref={ref}>
        <div ref={mount} style={{ height: HEIGHT }} role="img" aria-label={`${t('charts.filament')}, ${t('charts.printTime')}`} />
      </div>
      <Text size="sm" fw={600}>
        {t('charts.split')}
      </Text>
      {finished === 0 ? (
        <Text size="sm" c="dimmed">
          {t('charts.noData')}
        </Text>
      ) : (
        <>
          <div style={{ display: 'flex', height: 14, borderRadius: 4, overflow: 'hidden' }} data-testid="history-split">
            {OUTCOME_GROUPS.map((g) =>
              split[g] ? <div key={g} style={{ flex: split[g], background: OUTCOME_COLORS[g] }} title={`${t(`charts.${g}`)}: ${split[g]}`} /> : null,
            )}
          </div>
          <Group gap="md">
            {OUTCOME_GROUPS.map((g) => (
              <Group key={g} gap={6}>
                <Box w={12} h={12} style={{ borderRadius: 2, background: OUTCOME_COLORS[g] }} />
                <Text size="xs" data-testid={`split-${g}`}>
                  {t(`charts.${g}`)}: {split[g]} ({formatPercent(Math.round((split[g] / finished) * 100))})
                </Text>
              </Group>
            ))}
          </Group>
        </>
      )}
    </Stack>
  )
}
