// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PENDING_TIMEOUT_MS, usePendingValue } from './use-pending-value'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('usePendingValue', () => {
  it('shows the sent value until the printer reports a new one', () => {
    const { result, rerender } = renderHook(({ reported }) => usePendingValue(reported), { initialProps: { reported: 0 } })
    act(() => result.current[1](200))
    expect(result.current[0]).toBe(200)
    rerender({ reported: 199 })
    expect(result.current[0]).toBe(199)
  })

  it('falls back to the reported value when the printer never takes it', () => {
    const { result } = renderHook(() => usePendingValue(60))
    act(() => result.current[1](500))
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS - 1))
    expect(result.current[0]).toBe(500)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current[0]).toBe(60)
  })

  it('stays awaiting past the timeout until the printer reports a change', () => {
    const { result, rerender } = renderHook(({ reported }) => usePendingValue(reported), { initialProps: { reported: 100 } })
    expect(result.current[2]).toBe(false)
    act(() => result.current[1](50))
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS))
    // A command queued behind moves: the old value shows again, but it is not known to be the printer's.
    expect(result.current[0]).toBe(100)
    expect(result.current[2]).toBe(true)
    rerender({ reported: 50 })
    expect(result.current[2]).toBe(false)
  })

  it('a new send restarts the wait', () => {
    const { result } = renderHook(() => usePendingValue(0))
    act(() => result.current[1](10))
    act(() => vi.advanceTimersByTime(2000))
    act(() => result.current[1](20))
    act(() => vi.advanceTimersByTime(2000))
    expect(result.current[0]).toBe(20)
  })

  it('leaves no timer behind when the component goes', () => {
    const { result, unmount } = renderHook(() => usePendingValue(0))
    act(() => result.current[1](10))
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
