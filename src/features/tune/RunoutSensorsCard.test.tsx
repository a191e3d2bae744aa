// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test sets the printer's state as its socket would
import { flushStatus, queueStatus, resetPrinter, setStatus } from '../../state/printer'
import { useServerStore } from '../../state/server'
import { installFakeMoonraker } from '../../state/testing/fake-moonraker'
import { polyfillForMantine } from '../../ui/jsdom-polyfills'
import { onNotApplied, PENDING_TIMEOUT_MS, type NotApplied } from '../../ui/use-pending-value'
import { RunoutSensorsCard } from './RunoutSensorsCard'

const SENSOR = 'filament_switch_sensor runout'

beforeAll(polyfillForMantine)
let notices: NotApplied[] = []
let stop = () => {}
beforeEach(() => {
  vi.useFakeTimers()
  notices = []
  stop = onNotApplied((n) => notices.push(n))
  resetPrinter()
  useServerStore.setState({ klippyState: 'ready' })
  setStatus({ [SENSOR]: { enabled: true, filament_detected: true } }, 1)
})
afterEach(() => {
  stop()
  cleanup()
  vi.useRealTimers()
})

/** The printer's report of its sensor, as a status update brings it. */
const report = (enabled: boolean) => act(() => {
  queueStatus({ [SENSOR]: { enabled } })
  flushStatus()
})

function show() {
  render(
    <MantineProvider>
      <RunoutSensorsCard names={[SENSOR]} />
    </MantineProvider>,
  )
  return screen.getByRole('switch', { name: 'runout' }) as HTMLInputElement
}

/** Lets the socket's answers arrive. */
const answers = () => act(async () => undefined)

describe('the runout sensor switch', () => {
  it('off then on before the printer answers: sends ENABLE=0 then ENABLE=1 and shows on throughout', async () => {
    const fake = installFakeMoonraker()
    const toggle = show()
    fireEvent.click(toggle)
    expect(toggle.checked).toBe(false)
    fireEvent.click(toggle)
    expect(toggle.checked).toBe(true)
    await answers()
    expect(fake.scripts()).toEqual(['SET_FILAMENT_SENSOR SENSOR=runout ENABLE=0', 'SET_FILAMENT_SENSOR SENSOR=runout ENABLE=1'])
    // The printer reports the first command, then the second.
    report(false)
    expect(toggle.checked).toBe(true)
    report(true)
    expect(toggle.checked).toBe(true)
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS))
    expect(toggle.checked).toBe(true)
    expect(notices).toEqual([])
  })

  it('shows the switch at once, and the printer’s value again with a message when it never applies it', async () => {
    installFakeMoonraker()
    const toggle = show()
    fireEvent.click(toggle)
    await answers()
    expect(toggle.checked).toBe(false)
    expect(screen.getByTestId('runout-sensor-state').getAttribute('data-enabled')).toBe('false')
    act(() => vi.advanceTimersByTime(PENDING_TIMEOUT_MS))
    expect(toggle.checked).toBe(true)
    expect(notices).toEqual([{ label: 'runout', value: 'Off' }])
  })

  it('a command Klipper refuses puts the switch back at once', async () => {
    installFakeMoonraker({
      'printer.gcode.script': () => {
        throw new Error('Unknown sensor')
      },
    })
    const toggle = show()
    fireEvent.click(toggle)
    await answers()
    expect(toggle.checked).toBe(true)
    expect(notices).toEqual([])
  })

  it('is disabled while Klipper is not ready', () => {
    installFakeMoonraker()
    const toggle = show()
    act(() => useServerStore.setState({ klippyState: 'shutdown' }))
    expect(toggle.disabled).toBe(true)
  })
})
