import { describe, expect, it } from 'vitest'
import { HISTORY_START, stepHistory } from './history-cursor'

describe('stepHistory', () => {
  const history = ['G28', 'M105', 'STATUS']
  it('walks to older commands and back to what was being typed', () => {
    const a = stepHistory(history, HISTORY_START, 'G1 X', 'older')!
    expect(a.value).toBe('G28')
    const b = stepHistory(history, a.cursor, a.value, 'older')!
    expect(b.value).toBe('M105')
    const c = stepHistory(history, b.cursor, b.value, 'newer')!
    expect(c.value).toBe('G28')
    const d = stepHistory(history, c.cursor, c.value, 'newer')!
    expect(d).toEqual({ cursor: { position: -1, draft: 'G1 X' }, value: 'G1 X' })
  })
  it('stops at both ends', () => {
    expect(stepHistory(history, HISTORY_START, '', 'newer')).toBeNull()
    expect(stepHistory(history, { position: 2, draft: '' }, 'STATUS', 'older')).toBeNull()
    expect(stepHistory([], HISTORY_START, '', 'older')).toBeNull()
  })
})
