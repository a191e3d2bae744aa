/** Moonraker notifications and connection life-cycle events, for stores to subscribe to. */
type Handler = (params: unknown[]) => void

const handlers = new Map<string, Set<Handler>>()

/** Subscribes to a server notification ('notify_gcode_response' …); returns the unsubscribe. */
export function onNotification(method: string, handler: Handler): () => void {
  let set = handlers.get(method)
  if (!set) handlers.set(method, (set = new Set()))
  set.add(handler)
  return () => set.delete(handler)
}

export function dispatchNotification(method: string, params: unknown[] = []): void {
  handlers.get(method)?.forEach((h) => {
    try {
      h(params)
    } catch (error) {
      console.error(`Handler for ${method} failed`, error)
    }
  })
}

/**
 * - reset: a printer is being (re)connected from scratch: clear per-printer data.
 * - socket-open: the socket opened (first time or after a reconnect).
 * - klippy-ready: Klipper is ready and printer objects are subscribed: load what depends on it.
 * - klippy-lost: Klipper went away (shutdown, disconnected, error).
 */
export type LifecycleEvent = 'reset' | 'socket-open' | 'klippy-ready' | 'klippy-lost'

const lifecycle = new Map<LifecycleEvent, Set<() => void>>()

/** Which of the lasting conditions hold now, so a store loaded later still hears about them. */
const current = { 'socket-open': false, 'klippy-ready': false }

/**
 * Subscribes to a life-cycle event. Stores of lazily loaded screens register late: when the
 * socket is already open or Klippy already ready, their handler runs at once.
 */
export function onLifecycle(event: LifecycleEvent, handler: () => void): () => void {
  let set = lifecycle.get(event)
  if (!set) lifecycle.set(event, (set = new Set()))
  set.add(handler)
  if ((event === 'socket-open' || event === 'klippy-ready') && current[event]) queueMicrotask(handler)
  return () => set.delete(handler)
}

export function emitLifecycle(event: LifecycleEvent): void {
  if (event === 'socket-open' || event === 'klippy-ready') current[event] = true
  if (event === 'reset') current['socket-open'] = current['klippy-ready'] = false
  if (event === 'klippy-lost') current['klippy-ready'] = false
  lifecycle.get(event)?.forEach((h) => {
    try {
      h()
    } catch (error) {
      console.error(`Lifecycle handler for ${event} failed`, error)
    }
  })
}
