import { describe, expect, it } from 'vitest'
import { formatLineTime, lineKind } from './line-format'

describe('lineKind', () => {
  it('tells commands, errors, informational and plain responses apart', () => {
    expect(lineKind('command', '!! looks like an error')).toBe('command')
    expect(lineKind('response', '!! Unknown command:"FOO"')).toBe('error')
    expect(lineKind('response', '// Klipper state: Ready')).toBe('info')
    expect(lineKind('response', 'ok')).toBe('response')
  })
})

describe('formatLineTime', () => {
  it('formats 24-hour and 12-hour times with seconds', () => {
    const t = new Date(2024, 0, 1, 13, 5, 9).getTime() / 1000
    expect(formatLineTime(t, { dateformat: 'DD MMM.', timeformat: 'HH:mm', locale: 'en' })).toBe('13:05:09')
    expect(formatLineTime(t, { dateformat: 'DD MMM.', timeformat: 'hh:mm a', locale: 'en' })).toBe('01:05:09 pm')
    expect(formatLineTime(new Date(2024, 0, 1, 0, 0, 0).getTime() / 1000, { dateformat: 'DD MMM.', timeformat: 'hh:mm a', locale: 'en' })).toBe('12:00:00 am')
  })
})
