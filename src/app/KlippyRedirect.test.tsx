// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryRouter, Route, Routes } from 'react-router'
import { useServerStore } from '../state/server'
import KlippyRedirect from './KlippyRedirect'

afterEach(cleanup)

/** The dashboard as it mounts KlippyRedirect; where the user ends up. */
function arriveAtDashboard(): string {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<KlippyRedirect />} />
        <Route path="/configure" element={<p>configure</p>} />
      </Routes>
    </MemoryRouter>,
  )
  const where = screen.queryByText('configure') ? '/configure' : '/'
  cleanup()
  return where
}

describe('the dashboard while Klipper is disconnected', () => {
  it('leads to /configure once per disconnection, so the user can come back to the dashboard', () => {
    useServerStore.setState({ klippyState: 'disconnected' })
    expect(arriveAtDashboard()).toBe('/configure')
    expect(arriveAtDashboard()).toBe('/')
    // A dropped socket in between is the same disconnection.
    useServerStore.setState({ klippyState: 'unknown' })
    useServerStore.setState({ klippyState: 'disconnected' })
    expect(arriveAtDashboard()).toBe('/')
  })

  it('leads there again once Klipper has been back', () => {
    useServerStore.setState({ klippyState: 'startup' })
    useServerStore.setState({ klippyState: 'disconnected' })
    expect(arriveAtDashboard()).toBe('/configure')
  })
})
