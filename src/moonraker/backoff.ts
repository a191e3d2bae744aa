import { RECONNECT } from './constants'

/** The timers a retry needs; the browser's by default, fake ones in tests. */
export interface RetryClock {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  now(): number
}

export const browserClock: RetryClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
}

/** The wait before attempt n (1-based): 2 s, doubling, at most 30 s (SPEC-NOTES). */
export function backoffDelay(attempt: number): number {
  const n = Math.max(1, attempt)
  return Math.min(RECONNECT.firstDelayMs * 2 ** (n - 1), RECONNECT.maxDelayMs)
}

/** Subscribes to "the user is probably back": returns the unsubscribe function. */
export type WakeSource = (listener: () => void) => () => void

/** The browser's wake-ups: the tab becomes visible, or the network comes back. */
export const browserWake: WakeSource = (listener) => {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined
  const onVisible = () => {
    if (document.visibilityState === 'visible') listener()
  }
  document.addEventListener('visibilitychange', onVisible)
  window.addEventListener('online', listener)
  return () => {
    document.removeEventListener('visibilitychange', onVisible)
    window.removeEventListener('online', listener)
  }
}

/**
 * Retries an attempt for as long as it is wanted, waiting longer after each failure (backoffDelay).
 * `retryAt` is when the next attempt starts (null while one runs or none is planned), for a countdown.
 */
export class Backoff {
  attempts = 0
  retryAt: number | null = null
  private timer: unknown = null

  constructor(
    private readonly attempt: () => void,
    private readonly clock: RetryClock = browserClock,
  ) {}

  get waiting(): boolean {
    return this.timer !== null
  }

  /** Plans the next attempt after one more failure; returns its delay. */
  schedule(): number {
    this.cancel()
    this.attempts += 1
    const delay = backoffDelay(this.attempts)
    this.retryAt = this.clock.now() + delay
    this.timer = this.clock.setTimeout(() => this.fire(), delay)
    return delay
  }

  /** Runs the planned attempt now (Reconnect now, tab visible, back online); false when none was planned. */
  hurry(): boolean {
    if (!this.waiting) return false
    this.fire()
    return true
  }

  /** Success or giving up on purpose: forget the failures. */
  reset(): void {
    this.cancel()
    this.attempts = 0
  }

  cancel(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
    this.retryAt = null
  }

  private fire(): void {
    this.cancel()
    this.attempt()
  }
}
