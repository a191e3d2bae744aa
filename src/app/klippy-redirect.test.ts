import { describe, expect, it } from 'vitest'
import { klippyPresence, visitDashboard, type DashboardVisit, type KlippyPresence } from './klippy-redirect'

/** Runs the states one dashboard visit sees; returns where it redirected and what it leaves for the next visit. */
function visit(states: KlippyPresence[], redirected = false): { redirects: number[]; redirected: boolean } {
  let v: DashboardVisit = { judged: false, redirected }
  const redirects: number[] = []
  states.forEach((s, i) => {
    const next = visitDashboard(v, s)
    if (next.redirect) redirects.push(i)
    v = next.visit
  })
  return { redirects, redirected: v.redirected }
}

describe('the dashboard and a disconnected Klipper', () => {
  it('reads the states Moonraker reports', () => {
    expect(klippyPresence('unknown')).toBe('unknown')
    expect(klippyPresence('disconnected')).toBe('disconnected')
    for (const s of ['startup', 'ready', 'error', 'shutdown'] as const) expect(klippyPresence(s)).toBe('connected')
  })

  it('sends a visit that finds Klipper disconnected to /configure, once, when the state is first known', () => {
    expect(visit(['unknown', 'unknown', 'disconnected', 'disconnected']).redirects).toEqual([2])
  })

  it('lets the user come back to the dashboard during the same disconnection', () => {
    const first = visit(['disconnected'])
    expect(first.redirected).toBe(true)
    expect(visit(['disconnected', 'disconnected'], first.redirected).redirects).toEqual([])
  })

  it('moves nothing when Klipper disconnects under a dashboard that saw it connected (a restart)', () => {
    expect(visit(['unknown', 'connected', 'disconnected', 'connected']).redirects).toEqual([])
    // A dropped socket in between is no new arrival either.
    expect(visit(['connected', 'unknown', 'disconnected']).redirects).toEqual([])
  })

  it('redirects again once Klipper has been back', () => {
    expect(visit(['connected'], true).redirected).toBe(false)
    expect(visit(['disconnected'], false).redirects).toEqual([0])
  })
})
