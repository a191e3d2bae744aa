import { describe, expect, it } from 'vitest'
import { lastAtOrBelow } from './search'

describe('lastAtOrBelow', () => {
  const starts = [0, 10, 10, 25]
  const at = (i: number) => starts[i]
  it('finds the last entry at or below the target', () => {
    expect(lastAtOrBelow(starts.length, at, 0)).toBe(0)
    expect(lastAtOrBelow(starts.length, at, 10)).toBe(2)
    expect(lastAtOrBelow(starts.length, at, 24)).toBe(2)
    expect(lastAtOrBelow(starts.length, at, 1000)).toBe(3)
  })
  it('is -1 before the first entry and for an empty list', () => {
    expect(lastAtOrBelow(starts.length, at, -1)).toBe(-1)
    expect(lastAtOrBelow(0, at, 5)).toBe(-1)
  })
})
