/**
 * One clock for the farm's light sessions: a session with news asks for the next tick, and every
 * session waiting then publishes in the same task. React renders the cards of all of them at once
 * and the page draws one frame a tick, not one per printer (ten printers, each publishing once a
 * second on its own phase, kept the page drawing ten frames a second).
 */
export class PublishClock {
  private readonly waiting = new Set<() => void>()
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(private readonly ms: number) {}

  /** Runs `publish` at the next tick, started by the first one waiting: at most `ms` from now. */
  schedule(publish: () => void): void {
    this.waiting.add(publish)
    this.timer ??= setTimeout(() => this.tick(), this.ms)
  }

  cancel(publish: () => void): void {
    this.waiting.delete(publish)
    if (this.waiting.size === 0 && this.timer !== null) {
      clearTimeout(this.timer)
      this.timer = null
    }
  }

  isWaiting(publish: () => void): boolean {
    return this.waiting.has(publish)
  }

  private tick(): void {
    this.timer = null
    const due = [...this.waiting]
    this.waiting.clear()
    for (const publish of due) {
      try {
        publish()
      } catch (err) {
        // One printer's failure must not keep the others' news back.
        queueMicrotask(() => {
          throw err
        })
      }
    }
  }
}

/**
 * The farm's clock: every light session and the active printer's mirror publish on it, so the farm
 * page takes all printers' news in one render and one frame a second.
 */
export const farmClock = new PublishClock(1000)
