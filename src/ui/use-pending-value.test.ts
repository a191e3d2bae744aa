// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onNotApplied, PENDING_TIMEOUT_MS, usePendingValue, type NotApplied, type PendingOptions } from './use-pending-value'
import { createViewGate, ViewGateContext } from './view-gate'

let notices: NotApplied[] = []
let stopListening = () => {}
beforeEach(() => {
  vi.useFakeTimers()
  notices = []
  stopListening = onNotApplied((n) => notices.push(n))
})
afterEach(() => {
  stopListening()
  vi.useRealTimers()
})

function setup<T>(reported: T, options: PendingOptions<T> = {}) {
  return renderHook(({ reported }) => usePendingValue(reported, options), { initialProps: { reported } })
}

/** A call that resolves when the test says so, like an RPC answered later. */
function deferred(): { call: () => Promise<boolean>; resolve(ok: boolean): Promise<void> } {
  let done: (ok: boolean) => void = () => undefined
  const promise = new Promise<boolean>((r) => (done = r))
  return {
    call: () => promise,
    resolve: async (ok) => {
      await act(async () => {
        done(ok)
        await promise
      })
    },
  }
}

describe('usePendingValue', () => {
  it('off then on before the printer answers: both intents are sent, on shows throughout, and the printer ends on', async () => {
    const sent: boolean[] = []
    const { result, rerender } = setup(true, { label: 'runout' })
    const send = (v: boolean) => act(() => result.current.send(!result.current.shown, () => Promise.resolve(sent.push(v) > 0)))
    send(false)
    expect(result.current.shown).toBe(false)
    send(true)
    expect(sent).toEqual([false, true])
    expect(result.current.shown).toBe(true)
    // The first intent's report comes in: the second is still to come, so on stays.
    await act(async () => undefined)
    rerender({ reported: false })
    expect(result.current.shown).toBe(true)
    expect(result.current.pending).toBe(true)
    rerender({ reported: true })
    expect(result.current).toMatchObject({ shown: true, pending: false, awaiting: false })
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS))
    expect(notices).toEqual([])
  })

  it('the report of the intent confirms it: nothing is pending any more', () => {
    const { result, rerender } = setup(0)
    act(() => result.current.send(200))
    expect(result.current).toMatchObject({ shown: 200, pending: true, awaiting: true })
    rerender({ reported: 200 })
    expect(result.current).toMatchObject({ shown: 200, pending: false, awaiting: false })
  })

  it('compares the report with `same`: a rounded report confirms the intent', () => {
    const { result, rerender } = setup(0.5, { same: (a, b) => a.toFixed(2) === b.toFixed(2) })
    act(() => result.current.send(0.555))
    rerender({ reported: 0.5549 })
    expect(result.current.pending).toBe(false)
  })

  it('a report of its own (another client, the print itself) ends every intent', () => {
    const { result, rerender } = setup(100)
    act(() => result.current.send(150))
    rerender({ reported: 80 })
    expect(result.current).toMatchObject({ shown: 80, pending: false, awaiting: false })
  })

  it('the timeout after the printer took the command puts its value back and says it did not apply the intent', async () => {
    const { result } = setup(60, { label: 'Extruder target', format: (v) => `${v} °C` })
    const call = deferred()
    act(() => result.current.send(500, call.call))
    // The wait starts once the printer took the command: a slow answer is no refusal.
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS * 2))
    expect(result.current.shown).toBe(500)
    await call.resolve(true)
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS - 1))
    expect(result.current.shown).toBe(500)
    expect(notices).toEqual([])
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toMatchObject({ shown: 60, pending: false })
    expect(notices).toEqual([{ label: 'Extruder target', value: '500 °C' }])
  })

  it('a later status that matches shows the intent after all, and ends the wait', () => {
    const { result, rerender } = setup(100)
    act(() => result.current.send(50))
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS))
    // A command queued behind moves: the old value shows again, but it is not known to be the printer's.
    expect(result.current).toMatchObject({ shown: 100, pending: false, awaiting: true })
    rerender({ reported: 50 })
    expect(result.current).toMatchObject({ shown: 50, pending: false, awaiting: false })
  })

  it('ends quietly when the printer shows the intent at the timeout though its report never changed (sent back and forth)', () => {
    const { result } = setup(true)
    act(() => result.current.send(false))
    act(() => result.current.send(true))
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS))
    expect(result.current).toMatchObject({ shown: true, pending: false, awaiting: false })
    expect(notices).toEqual([])
  })

  it('a refused command withdraws its intent at once, with no message of its own (the action reported it)', async () => {
    const { result } = setup(100)
    const call = deferred()
    act(() => result.current.send(250, call.call))
    await call.resolve(false)
    expect(result.current).toMatchObject({ shown: 100, pending: false, awaiting: false })
    act(() => result.current.send(300, () => Promise.reject(new Error('no'))))
    await act(async () => undefined)
    expect(result.current.shown).toBe(100)
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS))
    expect(notices).toEqual([])
  })

  it('a refused later intent leaves the earlier one shown', async () => {
    const { result } = setup(100)
    act(() => result.current.send(120))
    const call = deferred()
    act(() => result.current.send(140, call.call))
    await call.resolve(false)
    expect(result.current).toMatchObject({ shown: 120, pending: true })
  })

  it('a new send restarts the wait', () => {
    const { result } = setup(0)
    act(() => result.current.send(10))
    act(() => vi.advanceTimersByTime(2000))
    act(() => result.current.send(20))
    act(() => vi.advanceTimersByTime(2000))
    expect(result.current.shown).toBe(20)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.shown).toBe(0)
    expect(notices).toHaveLength(1)
  })

  it('waits while a closed view gate holds the reports: the printer gets its full time once the part is seen again', () => {
    const gate = createViewGate()
    const wrapper = ({ children }: { children: ReactNode }) => createElement(ViewGateContext.Provider, { value: gate }, children)
    const { result, rerender } = renderHook(({ reported }) => usePendingValue(reported), { initialProps: { reported: 0 }, wrapper })
    act(() => result.current.send(10))
    // Scrolled away at once: the report that arrives meanwhile is held.
    act(() => gate.set(false))
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS * 3))
    expect(result.current.shown).toBe(10)
    expect(notices).toEqual([])
    // Seen again: the held report catches up, and it confirms the intent.
    act(() => gate.set(true))
    rerender({ reported: 10 })
    expect(result.current.pending).toBe(false)
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS))
    expect(notices).toEqual([])
  })

  it('a gate that opens on a printer still without the value: the message comes a full timeout later', () => {
    const gate = createViewGate(false)
    const wrapper = ({ children }: { children: ReactNode }) => createElement(ViewGateContext.Provider, { value: gate }, children)
    const { result } = renderHook(() => usePendingValue(0), { wrapper })
    act(() => result.current.send(10))
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS))
    act(() => gate.set(true))
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS - 1))
    expect(notices).toEqual([])
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.shown).toBe(0)
    expect(notices).toHaveLength(1)
  })

  it('keeps the old form: a timeout as the second argument', () => {
    const { result } = renderHook(() => usePendingValue(1, 500))
    act(() => result.current.send(2))
    act(() => vi.advanceTimersByTime(500))
    expect(result.current.shown).toBe(1)
  })

  it('leaves no timer behind when the component goes', () => {
    const { result, unmount } = setup(0)
    act(() => result.current.send(10))
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
