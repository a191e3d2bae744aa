// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { createViewGate, gatedSubscribe, useGatedStore, useSeen, ViewGateContext, type SettableViewGate } from './view-gate'

describe('gatedSubscribe', () => {
  it('passes changes on while open, holds them while closed and passes one on when it opens', () => {
    const store = createStore(() => ({ n: 0 }))
    const gate = createViewGate()
    const onChange = vi.fn()
    const off = gatedSubscribe(store.subscribe, gate)(onChange)
    store.setState({ n: 1 })
    expect(onChange).toHaveBeenCalledTimes(1)
    gate.set(false)
    store.setState({ n: 2 })
    store.setState({ n: 3 })
    expect(onChange).toHaveBeenCalledTimes(1)
    gate.set(true)
    expect(onChange).toHaveBeenCalledTimes(2)
    // Opening again with nothing missed says nothing.
    gate.set(false)
    gate.set(true)
    expect(onChange).toHaveBeenCalledTimes(2)
    off()
    store.setState({ n: 4 })
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('is the subscription itself without a gate', () => {
    const store = createStore(() => ({ n: 0 }))
    expect(gatedSubscribe(store.subscribe, null)).toBe(store.subscribe)
  })
})

describe('useGatedStore', () => {
  afterEach(cleanup)
  function setup(gate: SettableViewGate | null) {
    const store = createStore(() => ({ temperature: 20 }))
    let renders = 0
    function Reading() {
      renders++
      return <span data-testid="reading">{useGatedStore(store, (s) => s.temperature)}</span>
    }
    render(<ViewGateContext.Provider value={gate}>{<Reading />}</ViewGateContext.Provider>)
    return { store, renders: () => renders }
  }

  it('does not render while its gate is closed, and shows the latest value when it opens', () => {
    const gate = createViewGate()
    const { store, renders } = setup(gate)
    act(() => store.setState({ temperature: 21 }))
    expect(screen.getByTestId('reading').textContent).toBe('21')
    const before = renders()
    act(() => gate.set(false))
    act(() => store.setState({ temperature: 22 }))
    act(() => store.setState({ temperature: 23 }))
    expect(renders()).toBe(before)
    expect(screen.getByTestId('reading').textContent).toBe('21')
    act(() => gate.set(true))
    expect(screen.getByTestId('reading').textContent).toBe('23')
    expect(renders()).toBe(before + 1)
  })

  it('reads live outside any gate', () => {
    const { store } = setup(null)
    act(() => store.setState({ temperature: 30 }))
    expect(screen.getByTestId('reading').textContent).toBe('30')
  })
})

describe('useSeen', () => {
  afterEach(cleanup)

  function Thumbnail() {
    return <span data-testid="seen">{String(useSeen())}</span>
  }

  it('is false until the gate first opens, then stays true', () => {
    const gate = createViewGate(false)
    render(<ViewGateContext.Provider value={gate}><Thumbnail /></ViewGateContext.Provider>)
    expect(screen.getByTestId('seen').textContent).toBe('false')
    act(() => gate.set(true))
    expect(screen.getByTestId('seen').textContent).toBe('true')
    act(() => gate.set(false))
    expect(screen.getByTestId('seen').textContent).toBe('true')
  })

  it('counts only an opening while counting holds', () => {
    const gate = createViewGate(true)
    function Counting({ counting }: { counting: boolean }) {
      return <span data-testid="seen">{String(useSeen(counting))}</span>
    }
    const view = render(<ViewGateContext.Provider value={gate}><Counting counting={false} /></ViewGateContext.Provider>)
    expect(screen.getByTestId('seen').textContent).toBe('false')
    act(() => gate.set(false))
    view.rerender(<ViewGateContext.Provider value={gate}><Counting counting /></ViewGateContext.Provider>)
    expect(screen.getByTestId('seen').textContent).toBe('false')
    act(() => gate.set(true))
    expect(screen.getByTestId('seen').textContent).toBe('true')
  })

  it('is true outside any gate', () => {
    render(<Thumbnail />)
    expect(screen.getByTestId('seen').textContent).toBe('true')
  })
})
