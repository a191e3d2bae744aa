import { describe, expect, it } from 'vitest'
import { retractMax } from './limits'

describe('retraction slider maxima', () => {
  it('doubles the configured default', () => {
    expect(retractMax(0.8, 'length')).toBe(1.6)
    expect(retractMax(40, 'speed')).toBe(80)
  })
  it('falls back to 15 mm and 100 mm/s', () => {
    expect(retractMax(0, 'length')).toBe(15)
    expect(retractMax(undefined, 'speed')).toBe(100)
    expect(retractMax(-1, 'speed')).toBe(100)
  })
})
