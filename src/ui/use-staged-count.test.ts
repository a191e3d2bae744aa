// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useStagedCount } from './use-staged-count'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** Each step's timer is set by the commit before it: run them one commit at a time. */
async function runSteps(n: number) {
  for (let i = 0; i < n; i++) await act(() => vi.advanceTimersToNextTimerAsync())
}

describe('useStagedCount', () => {
  it('mounts nothing until started, then one block per step up to the total', async () => {
    const { result, rerender } = renderHook(({ start }) => useStagedCount(3, start), { initialProps: { start: false } })
    await runSteps(5)
    expect(result.current).toBe(0)
    rerender({ start: true })
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(result.current).toBe(1)
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(result.current).toBe(2)
    await runSteps(5)
    expect(result.current).toBe(3)
  })

  it('never reports more than the total when blocks go away', async () => {
    const { result, rerender } = renderHook(({ total }) => useStagedCount(total, true), { initialProps: { total: 4 } })
    await runSteps(6)
    expect(result.current).toBe(4)
    rerender({ total: 2 })
    expect(result.current).toBe(2)
  })
})
