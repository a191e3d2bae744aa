import { useComputedColorScheme } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatAxisTime } from '../../lib/datetime'
import { formatNumberUpTo } from '../../lib/format'
import { chartColors, griddedAxis, timeWindow } from '../../lib/chart-axis'
import { dateTimePrefs } from '../../state/datetime-prefs'
import { sensorRing, useSensorsStore } from '../../state/sensors'

const HEIGHT = 150
/** The last 10 minutes, as the temperature chart. */
const WINDOW_S = 600
const COLOR = '#2196F3'

function chartData(id: string, parameter: string): uPlot.AlignedData {
  const ring = sensorRing(id)
  return [ring.timeline().map((t) => t / 1000), ring.values(parameter)]
}

/** One parameter of one sensor over the last minutes, redrawn with each sample. */
export function SensorChart({ id, parameter, units, label }: { id: string; parameter: string; units: string; label: string }) {
  const { ref, width } = useElementSize()
  const mount = useRef<HTMLDivElement | null>(null)
  const plot = useRef<uPlot | null>(null)
  const dark = useComputedColorScheme('dark') === 'dark'
  const version = useSensorsStore((s) => s.version)

  useEffect(() => {
    if (!mount.current || width <= 0) return
    const colors = chartColors(dark)
    const u = new uPlot(
      {
        width,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true, range: (_u, _min, max) => timeWindow(max, WINDOW_S) }, y: { range: (_u, lo, hi) => [Math.min(0, lo ?? 0), Math.max(1, (hi ?? 0) * 1.1)] } },
        axes: [
          { ...griddedAxis(colors), space: 90, values: (_u, v) => v.map((t) => (t === null ? '' : formatAxisTime(t, dateTimePrefs()))) },
          { ...griddedAxis(colors), size: 64, values: (_u, v) => v.map((x) => `${formatNumberUpTo(x, 3)}${units ? ` ${units}` : ''}`) },
        ],
        series: [{}, { label, stroke: COLOR, width: 2, fill: `${COLOR}22`, points: { show: false } }],
      },
      chartData(id, parameter),
      mount.current,
    )
    plot.current = u
    return () => {
      u.destroy()
      plot.current = null
    }
    // width changes go through setSize
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, parameter, units, label, dark, width > 0])

  useEffect(() => {
    if (width > 0) plot.current?.setSize({ width, height: HEIGHT })
  }, [width])

  useEffect(() => {
    if (!plot.current || document.hidden) return
    plot.current.setData(chartData(id, parameter))
  }, [id, parameter, version])

  return (
    <div ref={ref}>
      <div ref={mount} style={{ height: HEIGHT }} role="img" aria-label={label} data-testid="sensor-chart" />
    </div>
  )
}
