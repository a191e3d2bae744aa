/**
 * The one simulated clock. Simulated time runs `timeScale` times faster than real time,
 * so heaters, moves, dwells and prints all speed up together.
 */

export class SimClock {
  private realStart: number
  private simStart: number
  private readonly timers = new Set<ReturnType<typeof setTimeout>>()
  private stopped = false

  constructor(
    readonly timeScale: number,
    /** Real monotonic time in seconds; replaceable in tests. */
    private readonly realNow: () => number = () => performance.now() / 1000,
  ) {
    this.realStart = this.realNow()
    // Klipper's eventtime is the host's monotonic clock: a large number that only grows.
    this.simStart = 1000 + Math.round(process.uptime() * 1000) / 1000
  }

  /**
   * A clock on the same time line with its own timers, so one printer instance can be torn
   * down (restart) without touching the timers of the next.
   */
  fork(): SimClock {
    const c = new SimClock(this.timeScale, this.realNow)
    c.realStart = this.realStart
    c.simStart = this.simStart
    return c
  }

  /** Simulated seconds (Klipper's eventtime). */
  now(): number {
    return this.simStart + (this.realNow() - this.realStart) * this.timeScale
  }

  /** Resolves after `simSeconds` of simulated time. */
  sleep(simSeconds: number): Promise<void> {
    return this.sleepReal((Math.max(0, simSeconds) / this.timeScale) * 1000)
  }

  /** Resolves after `ms` of real time (startup delays are not scaled). */
  sleepReal(ms: number): Promise<void> {
    if (this.stopped) return new Promise(() => {})
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        this.timers.delete(t)
        resolve()
      }, ms)
      this.timers.add(t)
    })
  }

  /** Runs `fn` every `ms` of real time until stop(). */
  every(ms: number, fn: () => void): () => void {
    const t = setInterval(fn, ms)
    this.timers.add(t)
    return () => {
      clearInterval(t)
      this.timers.delete(t)
    }
  }

  /** Clears every timer; pending sleeps never resolve. */
  stop(): void {
    this.stopped = true
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }
}
