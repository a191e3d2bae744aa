import { describe, expect, it } from 'vitest'
import { max, mean, median, percentile, round, slope, valueAt } from './stats'

describe('stats', () => {
  it('takes nearest-rank percentiles', () => {
    const v = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(v, 95)).toBe(95)
    expect(percentile(v, 100)).toBe(100)
    expect(percentile([16.7, 16.6, 50], 95)).toBe(50)
    expect(median([3, 1, 2])).toBe(2)
    expect(percentile([], 50)).toBeNull()
  })

  it('ignores values that are not finite', () => {
    expect(mean([1, Number.NaN, 3])).toBe(2)
    expect(max([Number.NaN, 2])).toBe(2)
    expect(max([])).toBeNull()
  })

  it('fits a least-squares slope', () => {
    expect(slope([{ x: 0, y: 10 }, { x: 1, y: 12 }, { x: 2, y: 14 }])).toBeCloseTo(2)
    expect(slope([{ x: 1, y: 1 }])).toBeNull()
    expect(slope([{ x: 1, y: 1 }, { x: 1, y: 2 }])).toBeNull()
  })

  it('rounds to a sensible precision', () => {
    expect(round(1234.56)).toBe(1235)
    expect(round(12.345)).toBe(12.3)
    expect(round(1.2345)).toBe(1.23)
  })

  it('reads a sampled counter at a moment between samples', () => {
    const samples = [
      { x: 10, y: 0 },
      { x: 10.1, y: 0.05 },
      { x: 10.2, y: 0.25 },
    ]
    expect(valueAt(samples, 10.15)).toBeCloseTo(0.15)
    expect(valueAt(samples, 10.1)).toBe(0.05)
    expect(valueAt(samples, 9)).toBe(0)
    expect(valueAt(samples, 11)).toBe(0.25)
    expect(valueAt([...samples].reverse(), 10.05)).toBeCloseTo(0.025)
    expect(valueAt([], 10)).toBeNull()
    expect(valueAt(samples, Number.NaN)).toBeNull()
  })
})
