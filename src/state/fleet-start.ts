import { whenIdle } from '../lib/idle'
import { untilLoaded } from '../lib/until-loaded'
import { useSessionStore } from './session'

/**
 * From two configured printers on, every printer keeps a session (SPEC-NOTES "several printers"): the
 * fleet's code loads and starts once the first screen is drawn, and never with a single printer.
 */
export function startFleetWhenSeveral(): void {
  let started = false
  const check = (count: number) => {
    if (started || count < 2) return
    started = true
    unsubscribe()
    whenIdle(() => void untilLoaded(() => import('./fleet/fleet')).then((m) => m.startFleet()), 3000)
  }
  const unsubscribe = useSessionStore.subscribe((s) => check(s.instances.length))
  check(useSessionStore.getState().instances.length)
}
