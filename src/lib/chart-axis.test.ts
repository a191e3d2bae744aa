import { describe, expect, it } from 'vitest'
import { axisWidth, scrollRedrawMs, timeWindow } from './chart-axis'

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

describe('scrollRedrawMs', () => {
  it('draws once the newest sample has moved the picture by a pixel', () => {
    // 10 minutes across a desktop card (450 px of plot) and a phone's (300 px).
    expect(scrollRedrawMs(600, 450)).toBe(2000)
    expect(scrollRedrawMs(600, 300)).toBe(2000)
    expect(scrollRedrawMs(600, 250)).toBe(3000)
  })

  it('draws every sample where a second is a pixel or more', () => {
    expect(scrollRedrawMs(600, 600)).toBe(1000)
    expect(scrollRedrawMs(600, 1200)).toBe(1000)
  })

  it('draws every sample before the plot has a width', () => {
    expect(scrollRedrawMs(600, 0)).toBe(1000)
    expect(scrollRedrawMs(600, Number.NaN)).toBe(1000)
  })
})

describe('timeWindow', () => {
  it('ends at the newest sample', () => {
    expect(timeWindow(1_000_600, 600, 2_000_000)).toEqual([1_000_000, 1_000_600])
  })

  it('ends now while there is no sample (Klippy shut down), not at the epoch', () => {
    expect(timeWindow(null, 600, 1_800_000_000)).toEqual([1_799_999_400, 1_800_000_000])
  })
})
