import { describe, expect, it } from 'vitest'
import { StatusTracker } from './status-tracker'

describe('StatusTracker', () => {
  it('builds no status while nobody watches, and a new subscriber gets only what changes after its query', () => {
    const t = new StatusTracker()
    let temp = 20
    let built = 0
    const status = () => (built++, { extruder: { temperature: temp, target: 0 } })
    expect(t.tick(status)).toEqual({ extruder: { temperature: 20, target: 0 } })
    t.watch(false, status)
    temp = 21
    expect(t.tick(status)).toBeNull()
    expect(built).toBe(1)
    // The subscriber's query reads 21: that counts as sent.
    t.watch(true, status)
    expect(t.tick(status)).toEqual({})
    temp = 22
    expect(t.tick(status)).toEqual({ extruder: { temperature: 22 } })
  })
})
