import { describe, expect, it } from 'vitest'
import { colorRange, formatMeshValue, hasMeshData, meshStats, zAxisRange } from './stats'

describe('mesh statistics', () => {
  it('finds min, max, range, mean and variance', () => {
    const s = meshStats([
      [0.1, -0.1],
      [0.2, 0.0],
    ])!
    expect(s.min).toBe(-0.1)
    expect(s.max).toBe(0.2)
    expect(s.range).toBeCloseTo(0.3, 10)
    expect(s.mean).toBeCloseTo(0.05, 10)
    // deviations 0.05, -0.15, 0.15, -0.05 → squares sum 0.05 → / 4
    expect(s.variance).toBeCloseTo(0.0125, 10)
    expect(s.stdDev).toBeCloseTo(Math.sqrt(0.0125), 10)
  })
  it('has nothing to say about an empty mesh', () => {
    expect(meshStats([[]])).toBeUndefined()
    expect(hasMeshData([[]])).toBe(false)
    expect(hasMeshData(undefined)).toBe(false)
    expect(hasMeshData([[0]])).toBe(true)
  })
  it('formats with 4 decimals and no negative zero', () => {
    expect(formatMeshValue(0.123456)).toBe('0.1235')
    expect(formatMeshValue(-0.00001)).toBe('0.0000')
    expect(formatMeshValue(-0.05)).toBe('-0.0500')
  })
  it('keeps the z axis at ±0.5 unless the data goes further', () => {
    expect(zAxisRange(undefined)).toEqual([-0.5, 0.5])
    expect(zAxisRange(meshStats([[0.1, -0.2]]))).toEqual([-0.5, 0.5])
    expect(zAxisRange(meshStats([[0.7, -0.9]]))).toEqual([-0.9, 0.7])
  })
  it('spans the colours over ±scale widened to the data, or the data alone at 0', () => {
    const s = meshStats([[0.05, -0.3]])
    expect(colorRange(s, 0.2)).toEqual([-0.3, 0.2])
    expect(colorRange(s, 0)).toEqual([-0.3, 0.05])
  })
})
