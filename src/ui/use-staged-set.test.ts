// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useStagedSet } from './use-staged-set'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** One block: the frame after the last commit, then the timer set in it. */
const step = async () => {
  await act(() => vi.advanceTimersToNextFrame())
  await act(() => vi.advanceTimersToNextTimerAsync())
}

describe('useStagedSet', () => {
  it('mounts one block per step, in order', async () => {
    const { result } = renderHook(() => useStagedSet(['a', 'b', 'c']))
    expect([...result.current]).toEqual([])
    await step()
    expect([...result.current]).toEqual(['a'])
    await step()
    expect([...result.current]).toEqual(['a', 'b'])
    for (let i = 0; i < 4; i++) await step()
    expect([...result.current]).toEqual(['a', 'b', 'c'])
  })

  it('mounts the next block only once a frame has been drawn since the last commit', async () => {
    const { result } = renderHook(() => useStagedSet(['a', 'b']))
    await act(() => vi.advanceTimersByTimeAsync(5))
    expect([...result.current]).toEqual([])
    await step()
    expect([...result.current]).toEqual(['a'])
  })

  it('mounts a block that joins later, and keeps mounted blocks when the order changes', async () => {
    const { result, rerender } = renderHook(({ order }) => useStagedSet(order), { initialProps: { order: ['a', 'b'] } })
    for (let i = 0; i < 3; i++) await step()
    rerender({ order: ['b', 'new', 'a'] })
    expect(result.current.has('new')).toBe(false)
    expect(result.current.has('a') && result.current.has('b')).toBe(true)
    await step()
    expect(result.current.has('new')).toBe(true)
  })
})
