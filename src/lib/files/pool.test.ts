import { describe, expect, it } from 'vitest'
import { runPool } from './pool'

const tick = () => new Promise((r) => setTimeout(r, 1))

describe('runPool', () => {
  it('keeps at most `concurrency` calls in flight and does every item', async () => {
    let inFlight = 0
    let most = 0
    const seen: number[] = []
    const result = await runPool(
      Array.from({ length: 50 }, (_, i) => i),
      async (i) => {
        inFlight++
        most = Math.max(most, inFlight)
        await tick()
        seen.push(i)
        inFlight--
      },
      { concurrency: 6 },
    )
    expect(most).toBe(6)
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i))
    expect(result).toEqual({ done: 50, failed: [], cancelled: false })
  })

  it('keeps failures and goes on, reporting progress after each call', async () => {
    const progress: number[] = []
    const result = await runPool(['a', 'b', 'c', 'd'], async (x) => (x === 'b' ? Promise.reject(new Error('gone')) : undefined), {
      concurrency: 2,
      onProgress: (n) => progress.push(n),
    })
    expect(result.done).toBe(3)
    expect(result.failed.map((f) => f.item)).toEqual(['b'])
    expect(progress).toEqual([1, 2, 3, 4])
  })

  it('stops starting calls once cancelled', async () => {
    const abort = new AbortController()
    let started = 0
    const result = await runPool(
      Array.from({ length: 100 }, (_, i) => i),
      async () => {
        if (++started === 10) abort.abort()
        await tick()
      },
      { concurrency: 4, signal: abort.signal },
    )
    expect(result.cancelled).toBe(true)
    expect(result.done).toBeLessThan(15)
  })

  it('handles an empty list', async () => {
    expect(await runPool([], async () => undefined, { concurrency: 4 })).toEqual({ done: 0, failed: [], cancelled: false })
  })
})
