import { describe, expect, it } from 'vitest'
import { farmLine } from './farm-slope'

describe('the farm line', () => {
  it('gives the cost of one more printer and the share a larger farm would have', () => {
    const line = farmLine([{ x: 2, y: 0.9 }, { x: 5, y: 1.5 }, { x: 10, y: 2.5 }, { x: 20, y: 4.5 }], 50)!
    expect(line.perPrinter).toBeCloseTo(0.2)
    expect(line.predicted).toBeCloseTo(10.5)
  })

  it('has none with a single size', () => {
    expect(farmLine([{ x: 10, y: 2 }], 50)).toBeNull()
  })
})
