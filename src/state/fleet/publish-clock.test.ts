import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PublishClock } from './publish-clock'

describe('PublishClock', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs everything waiting in one tick, at most one period after the first asked', () => {
    const clock = new PublishClock(1000)
    const order: string[] = []
    clock.schedule(() => order.push('a'))
    vi.advanceTimersByTime(600)
    const b = () => order.push('b')
    clock.schedule(b)
    clock.schedule(b)
    expect(clock.isWaiting(b)).toBe(true)
    vi.advanceTimersByTime(399)
    expect(order).toEqual([])
    vi.advanceTimersByTime(1)
    expect(order).toEqual(['a', 'b'])
    expect(clock.isWaiting(b)).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('leaves no timer once the last one waiting cancels, and one failure holds back no other', () => {
    const clock = new PublishClock(1000)
    const a = vi.fn()
    clock.schedule(a)
    clock.cancel(a)
    expect(vi.getTimerCount()).toBe(0)
    const failing = () => {
      throw new Error('boom')
    }
    const b = vi.fn()
    clock.schedule(failing)
    clock.schedule(b)
    const errors: unknown[] = []
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((cb) => {
      try {
        cb()
      } catch (err) {
        errors.push(err)
      }
    })
    vi.advanceTimersByTime(1000)
    expect(b).toHaveBeenCalledOnce()
    expect(a).not.toHaveBeenCalled()
    expect(errors).toHaveLength(1)
    vi.restoreAllMocks()
  })
})
