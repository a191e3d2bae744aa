import { describe, expect, it } from 'vitest'
import { pageTitle, progressRingSvg, printerTitle } from './page-title'

describe('page title', () => {
  it('leads with the progress while printing', () => {
    expect(pageTitle({ route: 'Dashboard', instance: 'voron', progress: 42 })).toBe('[42%] | voron | Dashboard')
  })
  it('is instance and route otherwise', () => {
    expect(pageTitle({ route: 'Jobs', instance: 'voron', progress: null })).toBe('voron | Jobs')
  })
  it('draws a ring proportional to progress', () => {
    expect(progressRingSvg(0)).toContain('stroke-dasharray="0 ')
    expect(progressRingSvg(100)).toMatch(/stroke-dasharray="(\d+\.\d+) \1"/)
  })
})

describe('printer title', () => {
  it.each([
    [{ setting: 'Voron 2.4', hostname: 'voron', address: '192.168.1.9:7125' }, 'Voron 2.4'],
    [{ setting: '', hostname: 'voron', address: '192.168.1.9:7125' }, 'voron'],
    [{ setting: '  ', hostname: null, address: '192.168.1.9:7125' }, '192.168.1.9:7125'],
    [{}, 'Stratum'],
  ])('%j → %s', (input, expected) => {
    expect(printerTitle(input)).toBe(expected)
  })
})
