import { describe, expect, it, vi } from 'vitest'
import { paced, type PaceClock } from './paced'

function fakeClock() {
  let now = 0
  let timers: { at: number; run: () => void; id: number }[] = []
  let ids = 0
  const clock: PaceClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run, id: ++ids })
      return ids
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id)
    },
  }
  const advance = (ms: number) => {
    now += ms
    for (const t of timers.filter((t) => t.at <= now)) {
      timers = timers.filter((x) => x !== t)
      t.run()
    }
  }
  return { clock, advance, pending: () => timers.length }
}

describe('paced', () => {
  it('runs the first request at once, then at most once per interval', () => {
    const { clock, advance } = fakeClock()
    const action = vi.fn()
    const draw = paced(action, () => 2000, 1000, clock)
    draw.request()
    expect(action).toHaveBeenCalledTimes(1)
    // A sample a second: every other one draws.
    for (let s = 1; s <= 6; s++) {
      advance(1000)
      draw.request()
    }
    expect(action).toHaveBeenCalledTimes(4)
  })

  it('a request left undone runs a period after it was due when no sample comes', () => {
    const { clock, advance, pending } = fakeClock()
    const action = vi.fn()
    const draw = paced(action, () => 2000, 1000, clock)
    draw.request()
    advance(500)
    draw.request()
    draw.request()
    expect(action).toHaveBeenCalledTimes(1)
    expect(pending()).toBe(1)
    advance(2000)
    expect(action).toHaveBeenCalledTimes(1)
    advance(500)
    expect(action).toHaveBeenCalledTimes(2)
  })

  it('samples that come a little early or late still run it in their own task, with no timer left', () => {
    const { clock, advance, pending } = fakeClock()
    const action = vi.fn()
    const draw = paced(action, () => 2000, 1000, clock)
    for (const gap of [0, 980, 1010, 990, 1020, 970, 1000]) {
      advance(gap)
      draw.request()
    }
    expect(action).toHaveBeenCalledTimes(4)
    advance(900)
    expect(pending()).toBe(0)
    expect(action).toHaveBeenCalledTimes(4)
  })

  it('an interval of one sample runs every request', () => {
    const { clock, advance } = fakeClock()
    const action = vi.fn()
    const draw = paced(action, () => 1000, 1000, clock)
    for (let s = 0; s < 5; s++) {
      draw.request()
      advance(1000)
    }
    expect(action).toHaveBeenCalledTimes(5)
  })

  it('cancel drops a pending run', () => {
    const { clock, advance } = fakeClock()
    const action = vi.fn()
    const draw = paced(action, () => 2000, 1000, clock)
    draw.request()
    advance(100)
    draw.request()
    draw.cancel()
    advance(5000)
    expect(action).toHaveBeenCalledTimes(1)
  })
})
