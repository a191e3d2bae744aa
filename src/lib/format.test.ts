import { describe, expect, it } from 'vitest'
import { formatDuration, formatFileSize, formatLength, formatPercentFloor, formatTemperature, formatWeight } from './format'

describe('formatting of SPEC §9', () => {
  it('shows temperatures with one decimal', () => {
    expect(formatTemperature(205.26)).toBe('205.3°C')
    expect(formatTemperature(undefined)).toBe('-')
  })
  it('switches lengths to cm above 100 mm and to m from 1000 mm', () => {
    expect(formatLength(100)).toBe('100.0 mm')
    expect(formatLength(100.5)).toBe('10.1 cm')
    expect(formatLength(999)).toBe('99.9 cm')
    expect(formatLength(1000)).toBe('1.00 m')
  })
  it('switches weights to kg from 1000 g', () => {
    expect(formatWeight(999)).toBe('999.0 g')
    expect(formatWeight(1000)).toBe('1.00 kg')
  })
  it('formats durations and sizes', () => {
    expect(formatDuration(3725)).toBe('1h 2m 5s')
    expect(formatDuration(59)).toBe('59s')
    expect(formatDuration(0)).toBe('0s')
    expect(formatFileSize(1536)).toBe('1.50 KB')
    expect(formatFileSize(512)).toBe('512 B')
  })
  it('floors disk percentages', () => {
    expect(formatPercentFloor(999, 1000)).toBe('99%')
  })
})
