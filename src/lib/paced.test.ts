import { describe, expect, it, vi } from 'vitest'
import { paced } from './paced'

/** Requests at these times (ms); how many ran the action. */
function runs(times: number[], interval: number): number {
  let now = 0
  const action = vi.fn()
  const request = paced(action, () => interval, () => now)
  for (const t of times) {
    now = t
    request()
  }
  return action.mock.calls.length
}

describe('paced', () => {
  it('runs the first request at once, then once per interval', () => {
    // A sample a second, drawn every other one.
    expect(runs([0, 1000, 2000, 3000, 4000, 5000, 6000], 2000)).toBe(4)
  })

  it('samples that come a little early or late still run it when due', () => {
    expect(runs([0, 980, 1990, 2980, 4000, 4970, 5970], 2000)).toBe(4)
  })

  it('an interval of one sample runs every request, with jitter', () => {
    expect(runs([0, 1000, 1950, 3010, 3990, 5000], 1000)).toBe(6)
  })

  it('follows an interval that changes', () => {
    let now = 0
    let interval = 1000
    const action = vi.fn()
    const request = paced(action, () => interval, () => now)
    request()
    interval = 3000
    for (now = 1000; now <= 6000; now += 1000) request()
    expect(action).toHaveBeenCalledTimes(3)
  })
})
