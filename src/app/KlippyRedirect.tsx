import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useServerStore } from '../state/server'

/** Sent to /configure during the Klipper disconnection that runs now: the user may then open the dashboard. */
let redirected = false
// Klipper back (any state Moonraker reports but 'disconnected'): the next disconnection redirects again.
useServerStore.subscribe((s) => {
  if (s.klippyState !== 'disconnected' && s.klippyState !== 'unknown') redirected = false
})

/**
 * SPEC §2: /configure is "the redirect target when the printer software is disconnected". The
 * dashboard mounts this when the first state of Klipper its visit learns is 'disconnected' (a
 * start-up, a reload, a click on Home while Klipper is not running): the user lands where its config
 * files and logs are, under the Klippy card that offers the restart. Only the dashboard redirects: it
 * is where every start lands and it is made only of Klipper's data and controls, while the other
 * screens work without Klipper (files, history, system, settings) or hold the user's work (the
 * console). Once per disconnection, so the user can leave /configure for the dashboard; and a
 * disconnection under a dashboard that showed Klipper connected (a restart, a crash) moves nothing.
 */
export default function KlippyRedirect() {
  const navigate = useNavigate()
  useEffect(() => {
    if (redirected) return
    redirected = true
    navigate('/configure', { replace: true })
  }, [navigate])
  return null
}
