// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { homeAxes, jogAxis } from './actions/motion'
import { usePrinterStore } from './printer'
import { useServerStore } from './server'
import { useAllowed } from './use-allowed'
import { useWaitStore } from './waits'

const idle = { idle_timeout: { state: 'Idle' }, print_stats: { state: 'standby' } }

beforeEach(() => {
  useServerStore.setState({ klippyState: 'ready' })
  usePrinterStore.setState({ objects: { ...idle, toolhead: { homed_axes: '' } } })
  useWaitStore.setState({ waits: [] })
})

describe('useAllowed', () => {
  it("follows the stores an action's guard reads", () => {
    const { result } = renderHook(() => [useAllowed(homeAxes.allowed), useAllowed(jogAxis.allowed, 'X', 10, 100)])
    expect(result.current).toEqual([true, false])
    act(() => usePrinterStore.setState({ objects: { ...idle, toolhead: { homed_axes: 'xyz' } } }))
    expect(result.current).toEqual([true, true])
    // A homing runs: no second one starts.
    act(() => useWaitStore.setState({ waits: ['home'] }))
    expect(result.current).toEqual([false, true])
    act(() => useServerStore.setState({ klippyState: 'shutdown' }))
    expect(result.current).toEqual([false, false])
  })

  it('renders only when the answer changes', () => {
    let renders = 0
    renderHook(() => {
      renders++
      return useAllowed(homeAxes.allowed)
    })
    act(() => usePrinterStore.setState({ objects: { ...idle, toolhead: { homed_axes: 'x' } } }))
    expect(renders).toBe(1)
  })
})
