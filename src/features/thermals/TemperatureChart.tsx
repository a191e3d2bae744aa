import { Box, Group, useComputedColorScheme } from '@mantine/core'
import { useElementSize, useMediaQuery } from '@mantine/hooks'
import { useEffect, useMemo, useRef, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { IconCheck } from '@tabler/icons-react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { chartRing, CHART_WINDOW_S, isSeriesVisible, saveSeriesVisibility, useChartStore, useSeriesVisibility } from '../../state/charts'
import { formatAxisTime } from '../../lib/datetime'
import { dateTimePrefs } from '../../state/datetime-prefs'
import { gatedSubscribe, useViewGate } from '../../state/view-gate'
import { chartData, chartSeries, type ChartSeries } from './chart-series'
import classes from './SeriesToggle.module.css'
import { formatPercent } from '../../lib/format'
import { axisWidth, chartColors, griddedAxis, scrollRedrawMs, timeWindow } from '../../lib/chart-axis'
import { paced } from '../../lib/paced'

/** SPEC §9: 260 px high, 180 px on phones. */
const HEIGHT = 260
const HEIGHT_MOBILE = 180

/** The axes' font, set on uPlot and used to measure its labels. */
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'
let measureCtx: CanvasRenderingContext2D | null = null
/** Widths of the labels met so far: an axis shows the same few labels at every redraw. */
const labelWidths = new Map<string, number>()

function measureLabel(text: string): number {
  const known = labelWidths.get(text)
  if (known !== undefined) return known
  measureCtx ??= document.createElement('canvas').getContext('2d')
  if (!measureCtx) return text.length * 8
  measureCtx.font = AXIS_FONT
  const width = measureCtx.measureText(text).width
  if (labelWidths.size > 500) labelWidths.clear()
  labelWidths.set(text, width)
  return width
}

/** A vertical axis as wide as its labels: "250°" must fit as well as "50°". */
const sizeToLabels = (_u: uPlot, values: string[] | null) => axisWidth(values, measureLabel)

function useSeriesKeys(): string {
  // The set of recorded columns changes rarely (a sensor appears); the string keeps effects stable.
  return useChartStore(() => chartRing().keys().sort().join('\n'))
}

function options(series: ChartSeries[], width: number, height: number, dark: boolean, visible: (key: string) => boolean): uPlot.Options {
  const colors = chartColors(dark)
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: true, range: (_u, _min, max) => timeWindow(max, CHART_WINDOW_S) },
      temp: { range: (_u, _min, max) => [0, Math.max(50, Math.ceil((max + 10) / 20) * 20)] },
      ratio: { range: [0, 1] },
    },
    axes: [
      // Room for a time label per tick: a 10-minute window on a phone gets 2–3 labels, not 10 overlapping ones.
      { font: AXIS_FONT, ...griddedAxis(colors), space: 90, values: (_u, v) => v.map((t) => (t === null ? '' : formatAxisTime(t, dateTimePrefs()))) },
      // Steps up to 200: a short phone chart showing 0–260° needs a coarse one or it draws no labels at all.
      { scale: 'temp', font: AXIS_FONT, size: sizeToLabels, ...griddedAxis(colors), incrs: [10, 20, 40, 50, 60, 100, 200], values: (_u, v) => v.map((x) => `${x}°`) },
      { scale: 'ratio', side: 1, font: AXIS_FONT, size: sizeToLabels, stroke: colors.axis, grid: { show: false }, values: (_u, v) => v.map((x) => formatPercent(Math.round(x * 100))) },
    ],
    series: [
      {},
      ...series.map<uPlot.Series>((s) => ({
        label: s.label,
        scale: s.scale,
        stroke: s.color,
        width: s.width,
        dash: s.dash,
        show: visible(s.key),
        points: { show: false },
        spanGaps: false,
      })),
    ],
  }
}

/**
 * The temperature chart (uPlot, loaded with this file only when shown). It redraws with the samples
 * — at most once a second, and only once they move it by a pixel — without a React render, and not
 * at all while it cannot be seen.
 */
export default function TemperatureChart({ sensors, colors }: { sensors: string[]; colors: Record<string, string> }) {
  const { t } = useTranslation('dashboard')
  const { ref, width } = useElementSize()
  const mount = useRef<HTMLDivElement | null>(null)
  const plot = useRef<uPlot | null>(null)
  const dark = useComputedColorScheme('dark') === 'dark'
  const phone = useMediaQuery('(max-width: 48em)')
  const height = phone ? HEIGHT_MOBILE : HEIGHT
  const keys = useSeriesKeys()
  const choices = useSeriesVisibility()
  const choicesRef = useRef(choices)
  choicesRef.current = choices
  const fieldLabels = useMemo(() => ({ temperature: t('thermals.temperature'), target: t('thermals.target'), power: t('thermals.power'), speed: t('thermals.speed') }), [t])
  const series = useMemo(() => chartSeries(sensors, colors, new Set(keys.split('\n')), fieldLabels), [sensors, colors, keys, fieldLabels])

  // (Re)create the plot when its series or look change.
  useEffect(() => {
    if (!mount.current || width <= 0) return
    const u = new uPlot(
      options(series, width, height, dark, (key) => isSeriesVisible(choicesRef.current, key)),
      chartData(chartRing(), series),
      mount.current,
    )
    plot.current = u
    return () => {
      u.destroy()
      plot.current = null
    }
    // width changes are handled by setSize below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [series, height, dark, width > 0])

  useEffect(() => {
    if (width > 0) plot.current?.setSize({ width, height })
  }, [width, height])

  useEffect(() => {
    const u = plot.current
    if (!u) return
    series.forEach((s, i) => {
      const show = isSeriesVisible(choices, s.key)
      if (u.series[i + 1]?.show !== show) u.setSeries(i + 1, { show })
    })
  }, [choices, series])

  // Samples go straight to uPlot: the card itself does not re-render for them. A 10-minute window
  // moves by less than a pixel a second on most screens, so the chart is drawn once the samples have
  // moved it by a pixel (every 2 s on a card of 550 px). Samples that come while the chart cannot be
  // seen are drawn, all at once, when it can.
  const gate = useViewGate()
  useEffect(() => {
    const draw = paced(
      () => {
        if (plot.current && !document.hidden) plot.current.setData(chartData(chartRing(), series))
      },
      () => scrollRedrawMs(CHART_WINDOW_S, plot.current ? plot.current.bbox.width / uPlot.pxRatio : 0),
    )
    return gatedSubscribe(useChartStore.subscribe, gate)(draw)
  }, [series, gate])

  return (
    <Box px="xs" pb="xs" data-testid="temperature-chart">
      <div ref={ref}>
        <div ref={mount} style={{ height }} role="img" aria-label={t('thermals.chart')} />
      </div>
      <Group gap={6} mt={6}>
        {series.map((s) => {
          const shown = isSeriesVisible(choices, s.key)
          return (
            <button
              key={s.key}
              type="button"
              className={classes.toggle}
              aria-pressed={shown}
              style={{ '--series-color': s.color.slice(0, 7) } as CSSProperties}
              onClick={() => saveSeriesVisibility({ [s.key]: !shown })}
            >
              {shown && <IconCheck size={12} stroke={2.5} className={classes.check} />}
              {s.label}
            </button>
          )
        })}
      </Group>
    </Box>
  )
}
