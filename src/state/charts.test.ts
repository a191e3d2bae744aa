import { describe, expect, it } from 'vitest'
import { SeriesRing } from '../lib/chart-buffer'
import { retentionFromConfig, seedRing } from './charts'

describe('temperature history', () => {
  it('takes retention from the server config, else 1200', () => {
    expect(retentionFromConfig({ data_store: { temperature_store_size: 600 } })).toBe(600)
    expect(retentionFromConfig({ server: { temperature_store_size: 900 } })).toBe(900)
    expect(retentionFromConfig({})).toBe(1200)
    expect(retentionFromConfig(undefined)).toBe(1200)
  })
  it('seeds from server.temperature_store, one sample a second ending now', () => {
    const ring = new SeriesRing(3)
    seedRing(
      ring,
      {
        extruder: { temperatures: [20, 21, 22, 23], targets: [0, 0, 200, 200], powers: [0, 0, 1, 1] },
        'temperature_sensor chamber': { temperatures: [30, 31] },
      },
      10_000,
    )
    expect(ring.timeline()).toEqual([8000, 9000, 10_000])
    expect(ring.values('extruder')).toEqual([21, 22, 23])
    expect(ring.values('extruder#target')).toEqual([0, 200, 200])
    expect(ring.values('temperature_sensor chamber')).toEqual([null, 30, 31])
  })
})

describe('series visibility', () => {
  it('shows temperatures and targets, hides power and speed until chosen', async () => {
    const { isSeriesVisible } = await import('./charts')
    expect(isSeriesVisible({}, 'extruder')).toBe(true)
    expect(isSeriesVisible({}, 'extruder#target')).toBe(true)
    expect(isSeriesVisible({}, 'extruder#power')).toBe(false)
    expect(isSeriesVisible({ 'extruder#power': true, extruder: false }, 'extruder#power')).toBe(true)
    expect(isSeriesVisible({ extruder: false }, 'extruder')).toBe(false)
  })
})

describe('sampling', () => {
  it('takes a sample at a publish once half a second has passed', async () => {
    const { sampleDueAtPublish, SAMPLE_MIN_GAP_MS } = await import('./charts')
    expect(sampleDueAtPublish(10_000, -Infinity)).toBe(true)
    expect(sampleDueAtPublish(10_000 + SAMPLE_MIN_GAP_MS, 10_000)).toBe(true)
    expect(sampleDueAtPublish(10_000 + SAMPLE_MIN_GAP_MS - 1, 10_000)).toBe(false)
    expect(sampleDueAtPublish(10_005, 10_000)).toBe(false)
  })
})
