import { afterLoad } from '../../lib/idle'

/**
 * The service worker's life in the page: registered once the first screen has loaded and the page
 * goes idle (so its install never competes with the first screen), checked for a new deployment every hour and whenever the tab comes back, and a
 * waiting version is swapped in only when the user asks (`applyUpdate`).
 */
export const UPDATE_CHECK_MS = 60 * 60 * 1000
/** At the latest this long after the load event, should the page never go idle. */
const REGISTER_IDLE_TIMEOUT_MS = 3000

type Listener = () => void

let newVersion = false
const listeners = new Set<Listener>()

/** True once a newer version is known: a worker waits with it, or the deployed page is no longer this one. */
export function isUpdateWaiting(): boolean {
  return newVersion
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function announceNewVersion(): void {
  newVersion = true
  for (const l of listeners) l()
}

/**
 * Activates the waiting version and reloads the page once it is active: a page no worker controls
 * (the first visit, one opened before the worker took control) sees no hand-over from the old worker
 * to wait for. Without a waiting worker (the deployment changed under a page the worker does not
 * serve), a reload is all it takes.
 */
export async function applyUpdate(): Promise<void> {
  const waiting = (await navigator.serviceWorker?.getRegistration())?.waiting
  if (!waiting) return location.reload()
  waiting.onstatechange = () => waiting.state === 'activated' && location.reload()
  waiting.postMessage({ type: 'SKIP_WAITING' })
}

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  const start = () => void import('./register-worker').then((m) => m.registerWorker(announceNewVersion, UPDATE_CHECK_MS)).catch(() => undefined)
  afterLoad(start, 0, REGISTER_IDLE_TIMEOUT_MS)
}
