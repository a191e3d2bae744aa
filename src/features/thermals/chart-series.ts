import { withAlpha } from '../../lib/chart-colors'
import type { SeriesRing } from '../../lib/chart-buffer'
import { prettyName } from '../../lib/printer-objects'
import { CHART_WINDOW_S, seriesKey, type SeriesField } from '../../state/charts'

export interface ChartSeries {
  key: string
  sensor: string
  field: SeriesField
  label: string
  color: string
  /** 'temp' on the left axis in °C; 'ratio' on the right axis, 0–1 shown as percent. */
  scale: 'temp' | 'ratio'
  dash?: number[]
  width: number
}

const FIELDS: SeriesField[] = ['temperature', 'target', 'power', 'speed']

/** The chart's series: per sensor its temperature, and target/power/speed when the history has them. */
export function chartSeries(sensors: string[], colors: Record<string, string>, keys: Set<string>, fieldLabels: Record<SeriesField, string>): ChartSeries[] {
  const list: ChartSeries[] = []
  for (const sensor of sensors) {
    const color = colors[sensor] ?? '#888888'
    for (const field of FIELDS) {
      const key = seriesKey(sensor, field)
      if (field !== 'temperature' && !keys.has(key)) continue
      list.push({
        key,
        sensor,
        field,
        label: field === 'temperature' ? prettyName(sensor) : `${prettyName(sensor)} ${fieldLabels[field]}`,
        color: field === 'temperature' ? color : withAlpha(color, field === 'target' ? 0.7 : 0.45),
        scale: field === 'power' || field === 'speed' ? 'ratio' : 'temp',
        dash: field === 'target' ? [6, 4] : undefined,
        width: field === 'temperature' ? 2 : 1,
      })
    }
  }
  return list
}

/**
 * uPlot's aligned data: times in seconds, then one column per series; only the samples of the last
 * `windowMs` (the chart's span) and the one before them, where the line enters: the ring may hold
 * twice as many, and they are copied every second.
 */
export function chartData(ring: SeriesRing, series: ChartSeries[], windowMs = CHART_WINDOW_S * 1000): [number[], ...(number | null)[][]] {
  const newest = ring.size ? ring.countFrom(ring.timeline(1)[0] - windowMs) : 0
  const times = ring.timeline(newest).map((t) => t / 1000)
  return [times, ...series.map((s) => ring.values(s.key, newest))]
}
