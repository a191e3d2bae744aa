import { describe, expect, it, vi } from 'vitest'
import { emitLifecycle, onLifecycle } from './bus'

describe('life-cycle events', () => {
  it('runs a late klippy-ready handler at once while Klippy is ready, and not after a reset', async () => {
    emitLifecycle('klippy-ready')
    const late = vi.fn()
    onLifecycle('klippy-ready', late)
    await Promise.resolve()
    expect(late).toHaveBeenCalledTimes(1)
    emitLifecycle('reset')
    const afterReset = vi.fn()
    onLifecycle('klippy-ready', afterReset)
    await Promise.resolve()
    expect(afterReset).not.toHaveBeenCalled()
    emitLifecycle('klippy-ready')
    expect(afterReset).toHaveBeenCalledTimes(1)
  })
})
