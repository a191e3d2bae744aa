/**
 * Klipper runs one G-code command at a time: API scripts and the file being printed take
 * turns through this lock.
 */
export class GcodeMutex {
  private locked = false
  private readonly waiters: (() => void)[] = []

  get busy(): boolean {
    return this.locked
  }

  lock(): Promise<void> {
    if (!this.locked) {
      this.locked = true
      return Promise.resolve()
    }
    return new Promise((resolve) => this.waiters.push(resolve))
  }

  /** Hands the lock straight to the next waiter, so nobody can slip in between. */
  unlock(): void {
    const next = this.waiters.shift()
    if (next) next()
    else this.locked = false
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    await this.lock()
    try {
      return await fn()
    } finally {
      this.unlock()
    }
  }
}
