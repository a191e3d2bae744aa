/**
 * Connection life-cycle events. Who handles each is written down in sync.ts; the modules that raise
 * them (start-up, socket, Klippy) only call emitLifecycle.
 *
 * - reset: a printer is being (re)connected from scratch: clear per-printer data.
 * - socket-open: the socket opened (first time or after a reconnect).
 * - klippy-ready: Klipper is ready and printer objects are subscribed: load what depends on it.
 * - klippy-lost: Klipper went away (shutdown, disconnected, error).
 */
import { dispatchTo, type NotificationHandlers } from '../moonraker/notifications'

export type LifecycleEvent = 'reset' | 'socket-open' | 'klippy-ready' | 'klippy-lost'
export type LifecycleHandlers = Record<LifecycleEvent, readonly (() => void)[]>

let lifecycle: LifecycleHandlers = { reset: [], 'socket-open': [], 'klippy-ready': [], 'klippy-lost': [] }
let notifications: NotificationHandlers = {}

export function setEventHandlers(handlers: { lifecycle: LifecycleHandlers; notifications: NotificationHandlers }): void {
  lifecycle = handlers.lifecycle
  notifications = handlers.notifications
}

export function emitLifecycle(event: LifecycleEvent): void {
  for (const handler of lifecycle[event]) {
    try {
      handler()
    } catch (error) {
      console.error(`Lifecycle handler for ${event} failed`, error)
    }
  }
}

export function dispatchNotification(method: string, params: unknown[] = []): void {
  dispatchTo(notifications, method, params)
}
