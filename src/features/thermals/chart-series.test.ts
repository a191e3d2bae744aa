import { describe, expect, it } from 'vitest'
import { SeriesRing } from '../../lib/chart-buffer'
import { chartData, chartSeries } from './chart-series'

const labels = { temperature: 'Temperature', target: 'Target', power: 'Power', speed: 'Speed' }

describe('temperature chart series', () => {
  it('adds target and power only when the history has them', () => {
    const keys = new Set(['extruder', 'extruder#target', 'extruder#power', 'temperature_sensor chamber'])
    const series = chartSeries(['extruder', 'temperature_sensor chamber'], { extruder: '#ff0000' }, keys, labels)
    expect(series.map((s) => s.key)).toEqual(['extruder', 'extruder#target', 'extruder#power', 'temperature_sensor chamber'])
    expect(series[1]).toMatchObject({ label: 'Extruder Target', scale: 'temp', dash: [6, 4] })
    expect(series[2]).toMatchObject({ scale: 'ratio', color: '#ff000073' })
    expect(series[3].color).toBe('#888888')
  })
  it('builds aligned data in seconds', () => {
    const ring = new SeriesRing(10)
    ring.push(1000, { extruder: 20 })
    ring.push(2000, { extruder: 21, 'extruder#target': 200 })
    const series = chartSeries(['extruder'], {}, new Set(ring.keys()), labels)
    expect(chartData(ring, series)).toEqual([[1, 2], [20, 21], [null, 200]])
  })
  it('copies only the span the chart shows, and the sample before it', () => {
    const ring = new SeriesRing(10)
    for (let t = 1; t <= 8; t++) ring.push(t * 1000, { extruder: 20 + t })
    const series = chartSeries(['extruder'], {}, new Set(ring.keys()), labels)
    // A 3 s span ending at 8 s shows 5 to 8 s; the line enters it from the sample at 4 s.
    expect(chartData(ring, series, 3000)).toEqual([[4, 5, 6, 7, 8], [24, 25, 26, 27, 28]])
    expect(chartData(ring, series, 60_000)[0]).toHaveLength(8)
    expect(chartData(new SeriesRing(4), series)).toEqual([[], []])
  })
})
