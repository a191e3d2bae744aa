import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../moonraker/api/server', () => ({ temperatureStore: vi.fn(async () => ({})) }))

const heaters = { heaters: { available_sensors: ['extruder'] } }

describe('chart sampling rides on the status publish', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 100_000 })
    vi.resetModules()
  })
  afterEach(() => vi.useRealTimers())

  async function start() {
    const printer = await import('./printer')
    const charts = await import('./charts')
    const { wireSync } = await import('./sync')
    wireSync()
    printer.queueStatus({ ...heaters, extruder: { temperature: 20, target: 0 } })
    printer.flushStatus()
    charts.handleChartsKlippyReady()
    await vi.advanceTimersByTimeAsync(0)
    return { printer, charts }
  }

  it('samples in the same task as the once-a-second publish, so one frame shows both', async () => {
    const { printer, charts } = await start()
    const first = charts.useChartStore.getState().version
    expect(charts.chartRing().values('extruder')).toEqual([20])

    // Readings arrive four times a second; the store publishes them a second after the last publish.
    for (let i = 1; i <= 4; i++) {
      printer.queueStatus({ extruder: { temperature: 20 + i } })
      await vi.advanceTimersByTimeAsync(250)
    }
    const version = charts.useChartStore.getState().version
    expect(version).toBe(first + 1)
    expect(charts.chartRing().values('extruder').at(-1)).toBe(printer.usePrinterStore.getState().objects.extruder.temperature)
    // No second, separate sample a moment later.
    await vi.advanceTimersByTimeAsync(200)
    expect(charts.useChartStore.getState().version).toBe(version)
  })

  it('still samples about once a second when nothing is published', async () => {
    const { charts } = await start()
    const first = charts.useChartStore.getState().version
    await vi.advanceTimersByTimeAsync(5 * (charts.SAMPLE_MS + charts.SAMPLE_LATE_MS))
    expect(charts.useChartStore.getState().version).toBe(first + 5)
    expect(charts.chartRing().values('extruder')).toEqual([20, 20, 20, 20, 20, 20])
  })

  it('stops sampling when Klippy is lost', async () => {
    const { charts } = await start()
    charts.pauseCharts()
    const version = charts.useChartStore.getState().version
    await vi.advanceTimersByTimeAsync(5000)
    expect(charts.useChartStore.getState().version).toBe(version)
  })
})

describe('chart sampling after a quiet spell', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 100_000 })
    vi.resetModules()
  })
  afterEach(() => vi.useRealTimers())

  it('falls in step with the publishes again, with no timer sample between them', async () => {
    const printer = await import('./printer')
    const charts = await import('./charts')
    printer.queueStatus({ ...heaters, extruder: { temperature: 20, target: 0 } })
    printer.flushStatus()
    charts.handleChartsKlippyReady()
    await vi.advanceTimersByTimeAsync(0)
    // Quiet: the timer samples, a little over a second apart.
    await vi.advanceTimersByTimeAsync(2 * (charts.SAMPLE_MS + charts.SAMPLE_LATE_MS))
    const sampled: number[] = []
    charts.useChartStore.subscribe(() => sampled.push(Date.now()))
    // Then publishes once a second, 300 ms after the timer's last sample.
    const published: number[] = []
    await vi.advanceTimersByTimeAsync(300)
    for (let i = 0; i < 8; i++) {
      published.push(Date.now())
      charts.handleChartsStatusPublished()
      await vi.advanceTimersByTimeAsync(charts.SAMPLE_MS)
    }
    // From the second publish on, every sample is taken at a publish, and every publish takes one.
    expect(sampled).toEqual(published.slice(1))
  })
})
