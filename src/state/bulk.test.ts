import { describe, expect, it } from 'vitest'
import { MoonrakerError } from '../moonraker/errors'
import { cancelBulk, runBulk, useBulkStore } from './bulk'
import { beginPrinterSession } from './printer-session'
import { useSessionStore } from './session'

const setSocket = (phase: 'open' | 'connecting') => useSessionStore.setState((s) => ({ socket: { ...s.socket, phase } }))

describe('bulk operations', () => {
  it('does every item and leaves nothing to read when all went well', async () => {
    setSocket('open')
    const seen: number[] = []
    const result = await runBulk('remove', [1, 2, 3], async (n) => void seen.push(n))
    expect(result.done).toBe(3)
    expect(seen.sort()).toEqual([1, 2, 3])
    expect(useBulkStore.getState().operation).toBeNull()
  })

  it('keeps failures with the first server message', async () => {
    setSocket('open')
    await runBulk('move', ['a', 'b'], async (x) => {
      if (x === 'b') throw new MoonrakerError(400, 'File b does not exist')
    })
    expect(useBulkStore.getState().operation).toMatchObject({ kind: 'move', total: 2, finished: 2, failed: 1, firstError: 'File b does not exist', running: false })
  })

  it('a call cut by a dropped connection waits for the socket and goes again', async () => {
    setSocket('open')
    let calls = 0
    const running = runBulk('remove', ['x'], async () => {
      calls++
      if (calls === 1) {
        setSocket('connecting')
        throw new MoonrakerError(0, 'Socket closed')
      }
    })
    await new Promise((r) => setTimeout(r, 10))
    expect(calls).toBe(1)
    setSocket('open')
    const result = await running
    expect(calls).toBe(2)
    expect(result).toMatchObject({ done: 1, failed: [] })
  })

  it('Cancel stops a run that waits for the printer', async () => {
    setSocket('connecting')
    const running = runBulk('remove', ['x', 'y'], async () => {
      throw new MoonrakerError(0, 'Socket closed')
    })
    cancelBulk()
    const result = await running
    expect(result.cancelled || result.failed.length > 0).toBe(true)
    expect(useBulkStore.getState().operation?.running).toBe(false)
  })

  it('stops when the session that started it ends: no call reaches the next printer', async () => {
    setSocket('open')
    const started: string[] = []
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const items = Array.from({ length: 20 }, (_, i) => `f${i}`)
    const running = runBulk('remove', items, async (item) => {
      started.push(item)
      await gate
    })
    await new Promise((r) => setTimeout(r, 0))
    beginPrinterSession()
    release()
    const result = await running
    expect(result.cancelled).toBe(true)
    expect(started.length).toBeLessThan(items.length)
  })
})
