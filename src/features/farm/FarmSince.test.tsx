// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, cleanup, render } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { initialFarmPrinter, type FarmPrinter } from '../../state/fleet/farm-printer'
import type { FleetPrinter } from '../../state/fleet/fleet'
import { polyfillForMantine } from '../../ui/jsdom-polyfills'
import { FarmSince } from './FarmSince'

beforeAll(polyfillForMantine)
afterEach(cleanup)

describe('FarmSince', () => {
  it('renders nothing for the readings that come between two ticks of the farm clock', () => {
    const store = createStore<FarmPrinter>(() => ({ ...initialFarmPrinter(), connection: 'online', lastReading: Date.now() - 1000 }))
    const printer: FleetPrinter = { apiUrl: 'http://a', host: 'a', active: false, store, session: null }
    let renders = 0
    render(
      <MantineProvider>
        <Profiler id="since" onRender={() => renders++}>
          <FarmSince printer={printer} />
        </Profiler>
      </MantineProvider>,
    )
    // The first reading since the clock's tick moves the words ('1 second ago' to 'now')…
    act(() => store.setState({ lastReading: Date.now() + 1 }))
    const first = renders
    // …the next ones change nothing on screen until the clock ticks.
    for (let i = 0; i < 5; i++) act(() => store.setState({ lastReading: Date.now() + 2 + i }))
    expect(renders).toBe(first)
    // Anything else it shows still renders at once.
    act(() => store.setState({ connection: 'offline', since: Date.now() }))
    expect(renders).toBe(first + 1)
  })
})
