/**
 * A G-code command whose answer a dropped connection cut off may still be running on the printer: a
 * mesh calibration probes for a minute, and Klipper carries on whether Moonraker's socket is there or
 * not. What waits on such a command waits for the printer to say it is done.
 */
import { printerStateLabel } from '../lib/printer-state'
import { objectOf } from '../moonraker/printer-objects'
import { usePrinterStore } from './printer'
import { useServerStore } from './server'
import { activeSession, isActiveSession } from './printer-session'

/**
 * Resolves once Klipper is ready again (objects subscribed afresh after the return) and busy with no
 * command outside a print; at once when Klipper stops (shutdown, error) or another session starts.
 */
export function whenKlippySettles(): Promise<void> {
  const session = activeSession()
  const settled = () => {
    if (!isActiveSession(session)) return true
    const { klippyState } = useServerStore.getState()
    if (klippyState === 'shutdown' || klippyState === 'error') return true
    if (klippyState !== 'ready') return false
    const { objects } = usePrinterStore.getState()
    const label = printerStateLabel(objectOf(objects, 'idle_timeout')?.state, objectOf(objects, 'print_stats')?.state)
    return label !== 'busy' && label !== 'loading'
  }
  return new Promise((resolve) => {
    if (settled()) return resolve()
    const check = () => {
      if (!settled()) return
      stopServer()
      stopPrinter()
      resolve()
    }
    const stopServer = useServerStore.subscribe(check)
    const stopPrinter = usePrinterStore.subscribe(check)
  })
}
