/** What a run of many calls ended with. */
export interface PoolResult<T> {
  done: number
  failed: { item: T; error: unknown }[]
  cancelled: boolean
}

export interface PoolOptions {
  /** Calls in flight at once. */
  concurrency: number
  /** Stops starting new calls (the ones in flight finish). */
  signal?: AbortSignal
  /** After each call, with the count finished so far (done and failed). */
  onProgress?: (finished: number) => void
}

/**
 * Runs work over every item with a fixed number of calls in flight: many files removed or moved at
 * once without one call at a time, and without thousands of requests at once. A failure is kept
 * and the rest go on.
 */
export async function runPool<T>(items: readonly T[], work: (item: T) => Promise<unknown>, opts: PoolOptions): Promise<PoolResult<T>> {
  const result: PoolResult<T> = { done: 0, failed: [], cancelled: false }
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      if (opts.signal?.aborted) {
        result.cancelled = true
        return
      }
      const item = items[next++]
      try {
        await work(item)
        result.done++
      } catch (error) {
        result.failed.push({ item, error })
      }
      opts.onProgress?.(result.done + result.failed.length)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, items.length)) }, worker))
  return result
}
