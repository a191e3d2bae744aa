/**
 * One alert, not one per tab: with several tabs of Stratum open, the first to claim an event raises
 * it; the others see the claim and stay quiet. A claim is kept a minute, long enough for every tab to
 * see the same change. Where the browser has the Web Locks API, a claim is a lock named after the
 * event, held for that minute (the browser keeps locks consistent across tabs; localStorage is only
 * eventually so between processes); elsewhere it is an entry in localStorage.
 */
const KEY = 'stratum-alert-claims'
const KEEP_MS = 60_000

function readClaims(now: number): Record<string, number> {
  try {
    const all: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}')
    if (typeof all !== 'object' || all === null) return {}
    const kept: Record<string, number> = {}
    for (const [id, at] of Object.entries(all)) if (typeof at === 'number' && now - at < KEEP_MS) kept[id] = at
    return kept
  } catch {
    return {}
  }
}

function claimNow(id: string): boolean {
  const now = Date.now()
  const claims = readClaims(now)
  if (id in claims) return false
  claims[id] = now
  localStorage.setItem(KEY, JSON.stringify(claims))
  return true
}

/** True for the one tab that should raise the event `id`. */
export function claimAlert(id: string): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks) return Promise.resolve(claimNow(id))
  return new Promise((resolve) => {
    void locks
      .request(`${KEY}:${id}`, { ifAvailable: true }, async (lock) => {
        resolve(lock !== null)
        // Held for the minute: another tab asking for the same event meanwhile is told it is taken.
        if (lock) await new Promise((done) => setTimeout(done, KEEP_MS))
      })
      .catch(() => resolve(claimNow(id)))
  })
}

/** Tabs tell each other an alert was seen (the tab became visible), so every tab's badge clears. */
const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('stratum-alerts') : null

export function announceSeen(): void {
  channel?.postMessage({ type: 'seen' })
}

export function onSeenElsewhere(listener: () => void): () => void {
  if (!channel) return () => undefined
  const handler = (e: MessageEvent) => e.data?.type === 'seen' && listener()
  channel.addEventListener('message', handler)
  return () => channel.removeEventListener('message', handler)
}
