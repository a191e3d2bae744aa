import { describe, expect, it, vi } from 'vitest'
import { shareInFlight } from './in-flight'

describe('shareInFlight', () => {
  it('callers during one call share its answer; a later caller asks again', async () => {
    const printer = {}
    let n = 0
    const call = vi.fn(() => Promise.resolve(++n))
    const info = shareInFlight(() => printer, call)
    expect(await Promise.all([info(), info(), info()])).toEqual([1, 1, 1])
    expect(await info()).toBe(2)
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('a failure reaches every waiting caller and is not kept', async () => {
    const printer = {}
    const call = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up')
    const info = shareInFlight(() => printer, call)
    await expect(Promise.all([info(), info()])).rejects.toThrow('down')
    expect(await info()).toBe('up')
  })

  it('another printer never shares the call of the first', async () => {
    let printer = {}
    const call = vi.fn(() => new Promise<number>((r) => setTimeout(() => r(1), 5)))
    const info = shareInFlight(() => printer, call)
    const first = info()
    printer = {}
    const second = info()
    await Promise.all([first, second])
    expect(call).toHaveBeenCalledTimes(2)
  })
})
