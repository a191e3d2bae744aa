import { describe, expect, it } from 'vitest'
import { readHistory, readMeasurement, resample, storedForm, type StoredMeasurement } from './history'

const m = (id: string, measuredAt: number): StoredMeasurement => ({
  id,
  axis: 'x',
  measuredAt,
  freqs: [0, 1.5625, 3.125],
  psd: { sum: [1, 2.123456, 3], x: [1, 1, 1], y: [0, 0, 0], z: [0, 1, 2] },
  fits: [{ name: 'mzv', freq: 42.2, vibrations: 0.01234567, smoothing: 0.115, maxAccel: 5200, score: 0.002 }],
  recommended: 'mzv',
  sampleRate: 3200,
  samples: 416000,
})

describe('stored measurements', () => {
  it('round-trip through their stored form, newest first, to four digits', () => {
    const stored = { a: storedForm(m('a', 1)), b: storedForm(m('b', 2)) }
    const list = readHistory(JSON.parse(JSON.stringify(stored)))
    expect(list.map((x) => x.id)).toEqual(['b', 'a'])
    expect(list[0].psd.sum[1]).toBe(2.123)
    expect(list[0].fits[0].vibrations).toBe(0.01235)
  })

  it('leave out what is not a measurement', () => {
    expect(readMeasurement('x', { axis: 'z' })).toBeNull()
    expect(readMeasurement('x', { ...storedForm(m('x', 1)), psd: { sum: [1] } })).toBeNull()
    expect(readMeasurement('x', { ...storedForm(m('x', 1)), fits: [{ name: 'bogus' }] })).toBeNull()
    expect(readHistory('nope')).toEqual([])
    expect(readHistory({ good: storedForm(m('good', 1)), bad: 42 }).map((x) => x.id)).toEqual(['good'])
  })
})

describe('resample', () => {
  it('reads a curve at other frequencies, zero outside its range', () => {
    expect(resample([0, 2, 4], [0, 10, 20], [1, 3, 4, 5])).toEqual([5, 15, 20, 0])
  })
})
