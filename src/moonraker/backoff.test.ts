import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Backoff, backoffDelay, browserClock } from './backoff'

describe('backoffDelay', () => {
  it.each([
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 30000],
    [50, 30000],
  ])('attempt %i waits %i ms', (attempt, ms) => expect(backoffDelay(attempt)).toBe(ms))
})

describe('Backoff', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('plans each attempt later than the last, tells when, and can be hurried or reset', () => {
    const attempt = vi.fn()
    const b = new Backoff(attempt, browserClock)
    expect(b.schedule()).toBe(2000)
    expect(b.retryAt).toBe(Date.now() + 2000)
    vi.advanceTimersByTime(2000)
    expect(attempt).toHaveBeenCalledTimes(1)
    expect(b.retryAt).toBeNull()
    expect(b.schedule()).toBe(4000)
    expect(b.hurry()).toBe(true)
    expect(attempt).toHaveBeenCalledTimes(2)
    expect(b.hurry()).toBe(false)
    b.reset()
    expect(b.schedule()).toBe(2000)
    b.cancel()
    vi.advanceTimersByTime(60000)
    expect(attempt).toHaveBeenCalledTimes(2)
  })
})
