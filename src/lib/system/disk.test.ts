import { describe, expect, it } from 'vitest'
import { diskView, LOW_DISK_BYTES } from './disk'

describe('disk usage', () => {
  it('floors the percent', () => {
    expect(diskView({ total: 1000, used: 999, free: LOW_DISK_BYTES * 2 })).toEqual({ percent: 99, low: false })
    expect(diskView({ total: 3, used: 2, free: LOW_DISK_BYTES })).toEqual({ percent: 66, low: false })
  })
  it('is low under 1 GiB free', () => {
    expect(diskView({ total: 10, used: 1, free: LOW_DISK_BYTES - 1 })?.low).toBe(true)
    expect(diskView(null)).toBeNull()
  })
})
