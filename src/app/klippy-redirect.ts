import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import type { KlippyState } from '../moonraker/types'
import { useServerStore } from '../state/server'

/** What the dashboard knows of Klipper: nothing yet (no socket, no answer), disconnected from Moonraker, or there. */
export type KlippyPresence = 'unknown' | 'disconnected' | 'connected'

export function klippyPresence(state: KlippyState | 'unknown'): KlippyPresence {
  return state === 'unknown' || state === 'disconnected' ? state : 'connected'
}

export interface DashboardVisit {
  /** This visit of the dashboard has seen Klipper's state: only the first state known counts. */
  judged: boolean
  /** The disconnection that runs now has sent the user to /configure already (shared by all visits). */
  redirected: boolean
}

/**
 * SPEC §2: /configure is "the redirect target when the printer software is disconnected". Arriving at
 * the dashboard (a start-up, a reload, a click on Home or the logo) while Klipper is disconnected from
 * Moonraker leads to /configure, where its config files and logs are and the Klippy card offers the
 * restart. Only the dashboard redirects: it is where every start lands and it is made only of
 * Klipper's data and controls, while the other screens work without Klipper (files, history, system,
 * settings) or hold the user's work (the console). Once per disconnection, so the user can leave
 * /configure for the dashboard; and a disconnection that happens while the dashboard shows a
 * connected Klipper (a restart the user asked for, a crash) moves nothing: its Klippy card says it.
 */
export function visitDashboard(visit: DashboardVisit, klippy: KlippyPresence): { visit: DashboardVisit; redirect: boolean } {
  if (klippy === 'unknown') return { visit, redirect: false }
  if (klippy === 'connected') return { visit: { judged: true, redirected: false }, redirect: false }
  const redirect = !visit.judged && !visit.redirected
  return { visit: { judged: true, redirected: visit.redirected || redirect }, redirect }
}

let redirectedThisDisconnection = false
// Klipper back, wherever the user is: the next disconnection redirects again.
useServerStore.subscribe((s) => {
  if (klippyPresence(s.klippyState) === 'connected') redirectedThisDisconnection = false
})

/** The dashboard's side of the rule above: call it in the dashboard page. */
export function useKlippyDisconnectedRedirect(): void {
  const klippy = useServerStore((s) => klippyPresence(s.klippyState))
  const navigate = useNavigate()
  const judged = useRef(false)
  useEffect(() => {
    const next = visitDashboard({ judged: judged.current, redirected: redirectedThisDisconnection }, klippy)
    judged.current = next.visit.judged
    redirectedThisDisconnection = next.visit.redirected
    if (next.redirect) navigate('/configure', { replace: true })
  }, [klippy, navigate])
}
