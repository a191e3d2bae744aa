import { whenIdle } from '../../lib/idle'

/**
 * The service worker's life in the page: registered once the first screen has loaded and the page
 * goes idle (so its install never competes with the first screen), checked for a new deployment every hour and whenever the tab comes back, and a
 * waiting version is swapped in only when the user asks (`applyUpdate`).
 */
export const UPDATE_CHECK_MS = 60 * 60 * 1000
/** At the latest this long after the load event, should the page never go idle. */
const REGISTER_IDLE_TIMEOUT_MS = 3000

type Listener = () => void

let swap: ((reloadPage?: boolean) => Promise<void>) | null = null
const listeners = new Set<Listener>()

export function isUpdateWaiting(): boolean {
  return swap !== null
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Activates the waiting version and reloads the page with it. */
export async function applyUpdate(): Promise<void> {
  await swap?.(true)
}

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  const start = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const update = registerSW({
        onNeedRefresh() {
          swap = update
          for (const l of listeners) l()
        },
        onRegisteredSW(_url, registration) {
          if (!registration) return
          const check = () => void registration.update().catch(() => undefined)
          window.setInterval(check, UPDATE_CHECK_MS)
          document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check())
        },
      })
    })
  const later = () => void whenIdle(start, REGISTER_IDLE_TIMEOUT_MS)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}
