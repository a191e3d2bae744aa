import { describe, expect, it, vi } from 'vitest'
import { loadQueue } from './load-queue'

describe('loadQueue', () => {
  it('runs the calls made while the module loads in order, and later ones at once', async () => {
    const seen: string[] = []
    let arrive!: (m: { name: string }) => void
    const load = vi.fn(() => new Promise<{ name: string }>((resolve) => (arrive = resolve)))
    const call = loadQueue(load)
    call((m) => seen.push(`a:${m.name}`))
    call((m) => seen.push(`b:${m.name}`))
    expect(seen).toEqual([])
    arrive({ name: 'x' })
    await vi.waitFor(() => expect(seen).toEqual(['a:x', 'b:x']))
    call((m) => seen.push(`c:${m.name}`))
    expect(seen).toEqual(['a:x', 'b:x', 'c:x'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a failed fetch again, keeping the waiting calls', async () => {
    const seen: number[] = []
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ n: 1 })
    const call = loadQueue<{ n: number }>(load, 5)
    call(() => seen.push(1))
    call(() => seen.push(2))
    await vi.waitFor(() => expect(seen).toEqual([1, 2]))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a call that throws does not stop the next', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen: string[] = []
    const call = loadQueue(() => Promise.resolve({}))
    call(() => {
      throw new Error('boom')
    })
    call(() => seen.push('after'))
    await vi.waitFor(() => expect(seen).toEqual(['after']))
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })
})
