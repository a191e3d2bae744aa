import { describe, expect, it } from 'vitest'
import { transferPercent, transferRate } from './transfer'

describe('transfer figures', () => {
  it('picks kB, MB or GB for the speed', () => {
    expect(transferRate(512)).toEqual({ speed: 0.51, unit: 'kB' })
    expect(transferRate(999_999)).toEqual({ speed: 1000, unit: 'kB' })
    expect(transferRate(2_500_000)).toEqual({ speed: 2.5, unit: 'MB' })
    expect(transferRate(3_210_000_000)).toEqual({ speed: 3.21, unit: 'GB' })
  })

  it('shows nothing for bad speeds', () => {
    expect(transferRate(NaN)).toEqual({ speed: 0, unit: 'kB' })
    expect(transferRate(-5)).toEqual({ speed: 0, unit: 'kB' })
  })

  it('floors the percentage and caps it at 100', () => {
    expect(transferPercent(0, 100)).toBe(0)
    expect(transferPercent(999, 1000)).toBe(99)
    expect(transferPercent(1000, 1000)).toBe(100)
    expect(transferPercent(1200, 1000)).toBe(100)
    expect(transferPercent(0, 0)).toBe(0)
  })
})
