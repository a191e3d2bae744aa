/** The clock and timer a paced action runs on (the window's, or a test's). */
export interface PaceClock {
  now(): number
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const windowClock: PaceClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
}

export interface Paced {
  /** Runs the action now when it is due, else leaves it for a later request. */
  request(): void
  /** Forgets a request left for later. */
  cancel(): void
}

/**
 * An action asked for with every sample (about once per `period`) but run at most once per
 * `interval()`: a request counts as due from three quarters of the interval on, so a sample that
 * comes a little early still runs it in its own task. A request left undone runs one period after it
 * was due if no sample comes to run it. `interval` is read at each request, so it may follow a size.
 */
export function paced(action: () => void, interval: () => number, period = 1000, clock: PaceClock = windowClock): Paced {
  let last = -Infinity
  let late: unknown = null
  const cancel = () => {
    if (late !== null) clock.clearTimeout(late)
    late = null
  }
  const run = () => {
    cancel()
    last = clock.now()
    action()
  }
  return {
    request() {
      const every = interval()
      const elapsed = clock.now() - last
      if (elapsed >= every * 0.75) run()
      else if (late === null) late = clock.setTimeout(run, every - elapsed + period)
    },
    cancel,
  }
}
