import { describe, expect, it } from 'vitest'
import { useWaitStore, withWait } from './waits'

describe('waits', () => {
  it('holds a wait while the call runs, even when it fails', async () => {
    let release!: () => void
    const running = withWait('pause', () => new Promise<void>((r) => (release = r)))
    expect(useWaitStore.getState().waits).toEqual(['pause'])
    release()
    await running
    expect(useWaitStore.getState().waits).toEqual([])
    await expect(withWait('cancel', () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect(useWaitStore.getState().waits).toEqual([])
  })
})
