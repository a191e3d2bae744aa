// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ruleMessage } from '../lib/input-rules'
import { SliderWithInput } from './SliderWithInput'
import { PENDING_TIMEOUT_MS } from './use-pending-value'
import { polyfillForMantine } from './jsdom-polyfills'

beforeAll(polyfillForMantine)
afterEach(cleanup)

function setup(props: Partial<Parameters<typeof SliderWithInput>[0]> = {}) {
  const onCommit = vi.fn()
  render(
    <MantineProvider>
      <SliderWithInput label="Speed" value={100} min={1} max={200} onCommit={onCommit} errorMessage={ruleMessage} resetLabel="Reset" {...props} />
    </MantineProvider>,
  )
  return { onCommit, input: screen.getByRole('textbox', { name: 'Speed' }) as HTMLInputElement }
}

describe('SliderWithInput', () => {
  it('commits a valid typed value on Enter, once', () => {
    const { onCommit, input } = setup()
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: '150' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    fireEvent.blur(input)
    expect(onCommit).toHaveBeenCalledTimes(1)
    expect(onCommit).toHaveBeenCalledWith(150)
  })

  it('shows the rule message for an invalid value and reverts on blur without committing', () => {
    const { onCommit, input } = setup()
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: '0' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(screen.getByText('Min 1')).toBeTruthy()
    fireEvent.blur(input)
    expect(onCommit).not.toHaveBeenCalled()
    expect(input.value).toBe('100')
  })

  it('refuses values over max unless overridable', () => {
    const first = setup()
    fireEvent.change(first.input, { target: { value: '250' } })
    fireEvent.keyDown(first.input, { key: 'Enter' })
    expect(screen.getByText('Max 200')).toBeTruthy()
    expect(first.onCommit).not.toHaveBeenCalled()
    cleanup()
    const second = setup({ overridable: true })
    fireEvent.change(second.input, { target: { value: '250' } })
    fireEvent.keyDown(second.input, { key: 'Enter' })
    expect(second.onCommit).toHaveBeenCalledWith(250)
  })

  it('applies an extra rule (the fan off_below rule)', () => {
    const { onCommit, input } = setup({ min: 0, max: 100, value: 0, validate: (v) => (v > 0 && v < 10 ? { code: 'minOrZero', values: { min: 10 } } : null) })
    fireEvent.change(input, { target: { value: '5' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(screen.getByText('Min 10 or 0')).toBeTruthy()
    expect(onCommit).not.toHaveBeenCalled()
  })

  it('resets to the reset value', () => {
    const { onCommit } = setup({ value: 150, resetValue: 100 })
    fireEvent.click(screen.getByRole('button', { name: 'Reset Speed' }))
    expect(onCommit).toHaveBeenCalledWith(100)
  })

  it('sends the value shown when the printer has not yet reported an earlier send (a command queued behind moves)', () => {
    vi.useFakeTimers()
    try {
      const { onCommit, input } = setup({ max: 100 })
      fireEvent.focus(input)
      fireEvent.change(input, { target: { value: '50' } })
      fireEvent.keyDown(input, { key: 'Enter' })
      fireEvent.blur(input)
      expect(onCommit).toHaveBeenLastCalledWith(50)
      // The printer has not reported 50 yet when the sent value stops showing: 100 shows again.
      act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS))
      expect(input.value).toBe('100')
      // End on the slider asks for 100, which the printer may no longer be at.
      fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' })
      expect(onCommit).toHaveBeenCalledTimes(2)
      expect(onCommit).toHaveBeenLastCalledWith(100)
    } finally {
      vi.useRealTimers()
    }
  })
})
