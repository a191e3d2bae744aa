import { describe, expect, it } from 'vitest'
import { axisWidth } from './chart-axis'

// 7 px a character, as a 12 px font roughly measures.
const measure = (s: string) => s.length * 7

describe('axisWidth', () => {
  it('fits the widest label with the tick and gap', () => {
    expect(axisWidth(['0°', '100°', '250°'], measure)).toBe(28 + 15 + 6)
  })

  it('never goes below the minimum', () => {
    expect(axisWidth(['0°'], measure)).toBe(36)
    expect(axisWidth(null, measure, 40)).toBe(40)
  })

  it('skips the empty slots uPlot passes for hidden ticks', () => {
    expect(axisWidth([null, '1000°', null], measure)).toBe(35 + 21)
  })
})
