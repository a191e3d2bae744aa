/**
 * Connection life-cycle events. Who handles each is written down in sync.ts; the modules that raise
 * them (start-up, socket, Klippy) only call emitLifecycle.
 *
 * - reset: the active session's printer data is cleared. Start-up does not need it (a new printer
 *   session starts with stores of its own, printer-session.ts); the same printer's socket dropping
 *   raises it with cause 'drop', after which what the page shows (file lists) may stay until the
 *   reconnect refreshes it. Cause 'session' clears everything (tests, a reset by hand).
 * - socket-open: the socket opened (first time or after a reconnect).
 * - klippy-ready: Klipper is ready and printer objects are subscribed: load what depends on it.
 * - klippy-lost: Klipper went away (shutdown, disconnected, error).
 */
import { dispatchTo, type NotificationHandlers } from '../moonraker/notifications'

export type LifecycleEvent = 'reset' | 'socket-open' | 'klippy-ready' | 'klippy-lost'
export type ResetCause = 'session' | 'drop'
export type LifecycleHandlers = Record<LifecycleEvent, readonly ((cause: ResetCause) => void)[]>

let lifecycle: LifecycleHandlers = { reset: [], 'socket-open': [], 'klippy-ready': [], 'klippy-lost': [] }
let notifications: NotificationHandlers = {}

export function setEventHandlers(handlers: { lifecycle: LifecycleHandlers; notifications: NotificationHandlers }): void {
  lifecycle = handlers.lifecycle
  notifications = handlers.notifications
}

export function emitLifecycle(event: LifecycleEvent, cause: ResetCause = 'session'): void {
  for (const handler of lifecycle[event]) {
    try {
      handler(cause)
    } catch (error) {
      console.error(`Lifecycle handler for ${event} failed`, error)
    }
  }
}

export function dispatchNotification(method: string, params: unknown[] = []): void {
  dispatchTo(notifications, method, params)
}
