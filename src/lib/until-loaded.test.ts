import { describe, expect, it, vi } from 'vitest'
import { untilLoaded } from './until-loaded'

describe('untilLoaded', () => {
  it('tries again after a failure until the load succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module')
    await expect(untilLoaded(load, 5)).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(3)
  })
})
