/**
 * What the screens have loaded from the printer, loaded again when the session comes back (a dropped
 * socket reconnected, Moonraker restarted): nothing was announced while the connection was away, so
 * what they show may be stale. A store names each thing it loads, with the call that loads it again,
 * when it loads it; the session's life-cycle (sync.ts) runs them all on a return. Pages do nothing.
 *
 * What the session itself loads at every socket open (sync.ts 'socket-open': machine, versions,
 * cameras …) and at every Klippy ready needs no entry here.
 */

import { sessionPart } from './printer-session'

type Reload = () => Promise<unknown> | void

/** What the session loaded, and whether its socket has opened before (the next open is a return). */
const sessionLoads = sessionPart(() => ({ loads: new Map<string, Reload>(), openedBefore: false }))

/** `key` was loaded (or asked for) and is on screen: `reload` loads it again when the session returns. */
export function rememberLoad(key: string, reload: Reload): void {
  sessionLoads().loads.set(key, reload)
}

/** `key` is no longer shown: a return leaves it alone. */
export function forgetLoad(key: string): void {
  sessionLoads().loads.delete(key)
}

/**
 * The socket opened. The session's first open finds nothing stale; every later one is a return, and
 * what was loaded loads again, once each. A failed reload is the store's to show: it is not retried here.
 */
export function handleSocketOpenForReloads(): void {
  const session = sessionLoads()
  if (!session.openedBefore) {
    session.openedBefore = true
    return
  }
  const { loads } = session
  for (const [key, reload] of [...loads]) {
    try {
      void Promise.resolve(reload()).catch((error: unknown) => console.warn(`Reloading ${key} failed`, error))
    } catch (error) {
      console.warn(`Reloading ${key} failed`, error)
    }
  }
}

/** A new session (another printer, a login): nothing of the last one is shown or reloaded. */
export function forgetLoads(): void {
  const session = sessionLoads()
  session.loads.clear()
  session.openedBefore = false
}
