import { SOCKET } from './constants'

export type KeepaliveTimers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>

/**
 * Liveness of an open socket: every 10 s a ping; no message at all within 10 s of it means the
 * connection is dead even if the browser has not noticed (SPEC §4).
 *
 * A pong timer that fires late means the page itself was frozen or starved of CPU (a background tab,
 * a busy machine). The reply may then be queued behind the timer, so it gets a fresh window instead of
 * the socket being declared dead — a starved page used to drop a healthy socket and wipe the printer
 * state for nothing.
 */
export class Keepalive {
  private pingTimer: ReturnType<typeof setInterval> | null = null
  private pongTimer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly sendPing: () => void,
    private readonly onDead: () => void,
    private readonly timers: KeepaliveTimers,
    private readonly now: () => number,
  ) {}

  start(): void {
    this.stop()
    this.pingTimer = this.timers.setInterval(() => this.check(), SOCKET.pingIntervalMs)
  }

  stop(): void {
    if (this.pingTimer) this.timers.clearInterval(this.pingTimer)
    this.pingTimer = null
    this.heard()
  }

  /** Any message proves the server alive. */
  heard(): void {
    if (this.pongTimer) this.timers.clearTimeout(this.pongTimer)
    this.pongTimer = null
  }

  /** Pings now unless a ping is already waiting for its answer (also used when the tab comes back). */
  check(): void {
    if (!this.pingTimer || this.pongTimer) return
    this.sendPing()
    this.arm()
  }

  private arm(): void {
    const armedAt = this.now()
    this.pongTimer = this.timers.setTimeout(() => {
      this.pongTimer = null
      if (this.now() - armedAt > SOCKET.pongTimeoutMs + SOCKET.lateTimerMs) this.arm()
      else this.onDead()
    }, SOCKET.pongTimeoutMs)
  }
}
