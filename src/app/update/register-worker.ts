/** A worker installed beside the active one is waiting once it is still there this long after (not a first install activating). */
const WAITING_SETTLE_MS = 200

/**
 * Registers the service worker and tells of a newer version (`onWaiting`) as soon as one waits: found
 * waiting at registration, or installed later beside the active one. A page the worker served reloads
 * once the new version takes it over (Reload in another tab). Checked for a new deployment every
 * `checkMs` and whenever the tab comes back.
 */
export async function registerWorker(onWaiting: () => void, checkMs: number): Promise<void> {
  const controlled = Boolean(navigator.serviceWorker.controller)
  const registration = await navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
  let told = false
  const waiting = () => {
    if (!told && controlled) navigator.serviceWorker.addEventListener('controllerchange', () => location.reload())
    told = true
    onWaiting()
  }
  if (registration.waiting) waiting()
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') setTimeout(() => registration.waiting === worker && waiting(), WAITING_SETTLE_MS)
    })
  })
  const check = () => void registration.update().catch(() => undefined)
  window.setInterval(check, checkMs)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check())
}
