// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { Suspense, useState } from 'react'
import { initReactI18next } from 'react-i18next'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import app from '../i18n/locales/en/app.json'
import { FailureBoundary, failureHandling } from './FailureBoundary'
import { polyfillForMantine } from './jsdom-polyfills'
import { ChunkError, lazy } from './lazy'

beforeAll(async () => {
  polyfillForMantine()
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['app'], defaultNS: 'app', resources: { en: { app } } })
})
afterEach(cleanup)

const report = vi.fn()
const reload = vi.fn()
beforeEach(() => {
  report.mockClear()
  reload.mockClear()
  Object.assign(failureHandling, { report, reload })
  // React and the boundary both log what they catch; the test reads the calls, not the output.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

/** Reads the toolhead's homed axes as a string, as a card would: a number there breaks it. */
function HomedAxes({ homed }: { homed: unknown }) {
  return <span>homed {(homed as string).toUpperCase()}</span>
}

function Dashboard({ homed }: { homed: unknown }) {
  return (
    <MantineProvider>
      <FailureBoundary name="Toolhead">
        <HomedAxes homed={homed} />
      </FailureBoundary>
      <FailureBoundary name="Thermals">
        <span>extruder 210 °C</span>
      </FailureBoundary>
    </MantineProvider>
  )
}

describe('FailureBoundary', () => {
  it('shows what failed in the piece’s place, reports it, and keeps the other pieces', () => {
    render(<Dashboard homed={7} />)
    const card = screen.getByTestId('failure-card')
    expect(card.textContent).toContain('Toolhead failed')
    expect(card.textContent).toMatch(/toUpperCase is not a function/)
    expect(screen.getByText('extruder 210 °C')).toBeTruthy()
    expect(report).toHaveBeenCalledTimes(1)
    expect(report.mock.calls[0][0]).toBeInstanceOf(TypeError)
    expect(report.mock.calls[0][1]).toBe('Toolhead')
  })

  it('mounts the piece afresh on Try again', () => {
    function Recovering() {
      const [homed, setHomed] = useState<unknown>(7)
      return (
        <>
          <button onClick={() => setHomed('xyz')}>fix</button>
          <Dashboard homed={homed} />
        </>
      )
    }
    render(<Recovering />)
    fireEvent.click(screen.getByText('fix'))
    // The data is good again, but the failed piece stays failed until the user asks.
    expect(screen.getByTestId('failure-card')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.queryByTestId('failure-card')).toBeNull()
    expect(screen.getByText('homed XYZ')).toBeTruthy()
  })

  it('fetches lazy code a second time, then says it could not be loaded, with Reload', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/HistoryPage.js')))
    const HistoryPage = lazy(load)
    render(
      <MantineProvider>
        <FailureBoundary name="History">
          <Suspense fallback="loading">
            <HistoryPage />
          </Suspense>
        </FailureBoundary>
      </MantineProvider>,
    )
    const card = await screen.findByTestId('failure-card')
    expect(load).toHaveBeenCalledTimes(2)
    expect(card.textContent).toContain('History could not be loaded')
    expect(report.mock.calls[0][0]).toBeInstanceOf(ChunkError)
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('loads lazy code whose first fetch failed, on the second', async () => {
    let calls = 0
    const MacrosCard = lazy(async () => {
      calls += 1
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return { default: () => <span>macros</span> }
    })
    render(
      <FailureBoundary name="Macros">
        <Suspense fallback="loading">
          <MacrosCard />
        </Suspense>
      </FailureBoundary>,
    )
    expect(await screen.findByText('macros')).toBeTruthy()
    expect(calls).toBe(2)
    expect(report).not.toHaveBeenCalled()
  })

  it('shows the fallback instead of the card, and still reports', async () => {
    render(
      <MantineProvider>
        <FailureBoundary name="Notifications" fallback={() => null}>
          <HomedAxes homed={null} />
        </FailureBoundary>
      </MantineProvider>,
    )
    await act(async () => undefined)
    expect(screen.queryByTestId('failure-card')).toBeNull()
    expect(report).toHaveBeenLastCalledWith(expect.any(TypeError), 'Notifications')
  })
})
