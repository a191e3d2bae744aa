// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { polyfillForMantine } from '../../ui/jsdom-polyfills'
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test sets the printer's state as its socket would
import { resetPrinter, setStatus } from '../../state/printer'
import { useServerStore } from '../../state/server'
import { PositionInputs } from './PositionInputs'

const sendGcode = vi.hoisted(() => vi.fn(async () => undefined))
vi.mock('../../state/actions/gcode', () => ({ sendGcode }))

beforeAll(polyfillForMantine)
afterEach(cleanup)
beforeEach(() => {
  sendGcode.mockClear()
  resetPrinter()
  useServerStore.setState({ klippyState: 'ready' })
  setStatus({ toolhead: { position: [10, 20, 0.4, 0], homed_axes: 'xyz' }, idle_timeout: { state: 'Ready' }, print_stats: { state: 'standby' } }, 1)
})

const field = (axis: string) => screen.getByTestId(`position-${axis}`) as HTMLInputElement
const moveTo = (position: number[]) => act(() => setStatus({ toolhead: { position } }, 2))

describe('PositionInputs', () => {
  it('shows the live position, and follows the toolhead', () => {
    render(<MantineProvider><PositionInputs /></MantineProvider>)
    expect([field('x').value, field('y').value, field('z').value]).toEqual(['10.00', '20.00', '0.40'])
    moveTo([12.345, 20, 0.6, 0])
    expect([field('x').value, field('z').value]).toEqual(['12.35', '0.60'])
  })

  it('keeps what the user types while the toolhead moves, and moves there on Enter', () => {
    render(<MantineProvider><PositionInputs /></MantineProvider>)
    const y = field('y')
    fireEvent.focus(y)
    fireEvent.change(y, { target: { value: '55' } })
    moveTo([11, 21, 0.4, 0])
    expect(y.value).toBe('55')
    fireEvent.keyDown(y, { key: 'Enter' })
    expect(sendGcode).toHaveBeenCalledTimes(1)
    expect(sendGcode.mock.calls[0]).toEqual(['G90\nG1 Y55 F7800'])
  })

  it('an unchanged or unreadable value sends nothing and shows the live position again', () => {
    render(<MantineProvider><PositionInputs /></MantineProvider>)
    const x = field('x')
    fireEvent.focus(x)
    fireEvent.change(x, { target: { value: 'abc' } })
    fireEvent.keyDown(x, { key: 'Enter' })
    fireEvent.blur(x)
    expect(sendGcode).not.toHaveBeenCalled()
    expect(x.value).toBe('10.00')
    moveTo([13, 20, 0.4, 0])
    expect(x.value).toBe('13.00')
  })

  it('an edit the printer ends (axes no longer homed, the field disabled without a blur) shows the live position again', () => {
    render(<MantineProvider><PositionInputs /></MantineProvider>)
    const y = field('y')
    fireEvent.focus(y)
    fireEvent.change(y, { target: { value: '12.3' } })
    act(() => setStatus({ toolhead: { position: [10, 20, 0.4, 0], homed_axes: '' } }, 2))
    expect(y.disabled).toBe(true)
    act(() => setStatus({ toolhead: { position: [10, 25, 0.4, 0], homed_axes: 'xyz' } }, 3))
    expect(y.value).toBe('25.00')
    moveTo([10, 26, 0.4, 0])
    expect(y.value).toBe('26.00')
  })
})
