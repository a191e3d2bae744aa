import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { playAlertTone } from './sound'

class FakeNode {
  frequency = { value: 0 }
  gain = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }
  type = ''
  onended: (() => void) | null = null
  connect = vi.fn((n: unknown) => n)
  disconnect = vi.fn()
  start = vi.fn()
  stop = vi.fn()
}

class FakeContext {
  static made: FakeContext[] = []
  currentTime = 0
  destination = {}
  nodes: FakeNode[] = []
  resume = vi.fn(async () => undefined)
  suspend = vi.fn(async () => undefined)
  constructor() {
    FakeContext.made.push(this)
  }
  createOscillator() {
    const n = new FakeNode()
    this.nodes.push(n)
    return n
  }
  createGain() {
    return new FakeNode()
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeContext.made = []
  vi.stubGlobal('AudioContext', FakeContext)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('playAlertTone', () => {
  it('plays a tune on one context, lets its notes go when they end, and suspends the context once the last tune is over', () => {
    expect(playAlertTone('complete', 0.5)).toBe(true)
    const [ctx] = FakeContext.made
    expect(ctx.resume).toHaveBeenCalledTimes(1)
    expect(ctx.nodes).toHaveLength(3)
    ctx.nodes[0].onended?.()
    expect(ctx.nodes[0].disconnect).toHaveBeenCalled()
    // A second tune before the first ends keeps the context running until it too is over.
    vi.advanceTimersByTime(300)
    expect(playAlertTone('error', 0.5)).toBe(true)
    expect(FakeContext.made).toHaveLength(1)
    vi.advanceTimersByTime(500)
    expect(ctx.suspend).not.toHaveBeenCalled()
    vi.advanceTimersByTime(500)
    expect(ctx.suspend).toHaveBeenCalledTimes(1)
  })

  it('plays nothing at volume 0 or without Web Audio', () => {
    expect(playAlertTone('complete', 0)).toBe(false)
    vi.stubGlobal('AudioContext', undefined)
    expect(playAlertTone('complete', 1)).toBe(false)
  })
})
