import { describe, expect, it } from 'vitest'
import { rateOfChange, SeriesRing } from './chart-buffer'
import { defaultColors, withAlpha } from './chart-colors'

describe('SeriesRing', () => {
  it('keeps at most its capacity, oldest first', () => {
    const ring = new SeriesRing(3)
    for (let t = 1; t <= 5; t++) ring.push(t, { a: t * 10 })
    expect(ring.size).toBe(3)
    expect(ring.timeline()).toEqual([3, 4, 5])
    expect(ring.values('a')).toEqual([30, 40, 50])
  })
  it('loads a history at once: the newest that fit, each column aligned to the newest time, then goes on as a ring', () => {
    const ring = new SeriesRing(3)
    ring.push(0, { old: 1 })
    ring.load([1, 2, 3, 4], { a: [10, 20, 30, 40], short: [null, 7], bad: [1, NaN, 2, Infinity] })
    expect(ring.keys().sort()).toEqual(['a', 'bad', 'short'])
    expect(ring.timeline()).toEqual([2, 3, 4])
    expect(ring.values('a')).toEqual([20, 30, 40])
    expect(ring.values('short')).toEqual([null, null, 7])
    expect(ring.values('bad')).toEqual([null, 2, null])
    ring.push(5, { a: 50 })
    expect(ring.timeline()).toEqual([3, 4, 5])
    expect(ring.values('a')).toEqual([30, 40, 50])
    expect(ring.values('short')).toEqual([null, 7, null])
  })
  it('fills gaps for columns that appear later or go missing', () => {
    const ring = new SeriesRing(4)
    ring.push(1, { a: 1 })
    ring.push(2, { a: 2, b: 20 })
    ring.push(3, { b: 30 })
    expect(ring.values('a')).toEqual([1, 2, null])
    expect(ring.values('b')).toEqual([null, 20, 30])
    expect(ring.values('c')).toEqual([null, null, null])
  })
  it('returns the tail of a column without gaps', () => {
    const ring = new SeriesRing(10)
    for (let t = 1; t <= 8; t++) ring.push(t, { a: t === 7 ? null : t })
    expect(ring.tail('a', 3)).toEqual({ times: [6, 8], values: [6, 8] })
  })
  it('resizes keeping the newest samples', () => {
    const ring = new SeriesRing(5)
    for (let t = 1; t <= 5; t++) ring.push(t, { a: t })
    ring.resize(2)
    expect(ring.timeline()).toEqual([4, 5])
    ring.push(6, { a: 6 })
    expect(ring.values('a')).toEqual([5, 6])
    ring.resize(4)
    ring.push(7, { a: 7 })
    expect(ring.values('a')).toEqual([5, 6, 7])
  })
})

describe('rate of change', () => {
  it('uses the last 5 samples at most', () => {
    const times = [0, 1000, 2000, 3000, 4000, 5000, 6000]
    const values = [0, 100, 101, 102, 103, 104, 105]
    expect(rateOfChange(times, values)).toBeCloseTo(1)
  })
  it('treats tiny rates as 0', () => {
    expect(rateOfChange([0, 1000], [200, 200.04])).toBe(0)
    expect(rateOfChange([0, 1000], [200, 199.9])).toBeCloseTo(-0.1)
    expect(rateOfChange([0], [1])).toBe(0)
  })
})

describe('chart colours', () => {
  it('takes colours from the set of each kind, wrapping', () => {
    const colors = defaultColors(['extruder', 'extruder1', 'heater_bed', 'extruder2', 'extruder3', 'temperature_sensor a'])
    expect(colors.extruder).not.toBe(colors.extruder1)
    expect(colors.extruder3).toBe(colors.extruder)
    expect(colors.heater_bed).not.toBe(colors.extruder)
    expect(colors['temperature_sensor a']).toBeDefined()
  })
  it('adds alpha to hex colours', () => {
    expect(withAlpha('#ff0000', 0.5)).toBe('#ff000080')
    expect(withAlpha('red', 0.5)).toBe('red')
  })
})
