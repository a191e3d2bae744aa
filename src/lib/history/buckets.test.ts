import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bucketJobs, bucketStart, rangeStart } from './buckets'

// Europe/Berlin moves clocks forward on 2024-03-31 (02:00 → 03:00) and back on 2024-10-27 (03:00 → 02:00).
let saved: string | undefined
beforeAll(() => {
  saved = process.env.TZ
  process.env.TZ = 'Europe/Berlin'
})
afterAll(() => {
  process.env.TZ = saved
})

const at = (iso: string) => Date.parse(iso) / 1000
const job = (iso: string, filament = 100, print = 60) => ({ start_time: at(iso), filament_used: filament, print_duration: print })

describe('chart buckets', () => {
  it('splits days at local midnight across the spring DST change (23-hour day)', () => {
    const now = at('2024-04-01T12:00:00+02:00')
    const from = rangeStart(now, 'day', 3)
    expect(from.getTime() / 1000).toBe(at('2024-03-30T00:00:00+01:00'))
    const buckets = bucketJobs(
      [job('2024-03-30T23:30:00+01:00'), job('2024-03-31T00:10:00+01:00'), job('2024-03-31T23:50:00+02:00'), job('2024-04-01T00:05:00+02:00')],
      'day',
      from,
      now,
    )
    expect(buckets.map((b) => b.start)).toEqual([at('2024-03-30T00:00:00+01:00'), at('2024-03-31T00:00:00+01:00'), at('2024-04-01T00:00:00+02:00')])
    expect(buckets[1].start - buckets[0].start).toBe(86_400)
    expect(buckets[2].start - buckets[1].start).toBe(23 * 3600)
    expect(buckets.map((b) => b.jobs)).toEqual([1, 2, 1])
    expect(buckets.map((b) => b.filament)).toEqual([100, 200, 100])
  })

  it('keeps a 25-hour day whole in autumn', () => {
    const now = at('2024-10-28T08:00:00+01:00')
    const buckets = bucketJobs([job('2024-10-27T02:30:00+02:00'), job('2024-10-27T02:30:00+01:00'), job('2024-10-27T23:59:00+01:00')], 'day', rangeStart(now, 'day', 2), now)
    expect(buckets[1].start - buckets[0].start).toBe(25 * 3600)
    expect(buckets.map((b) => b.jobs)).toEqual([3, 0])
  })

  it('starts weeks on Monday and months on the 1st, across DST', () => {
    expect(bucketStart(at('2024-03-31T22:00:00+02:00'), 'week').getTime() / 1000).toBe(at('2024-03-25T00:00:00+01:00'))
    expect(bucketStart(at('2024-04-01T00:30:00+02:00'), 'week').getTime() / 1000).toBe(at('2024-04-01T00:00:00+02:00'))
    const now = at('2024-04-15T12:00:00+02:00')
    const months = bucketJobs([job('2024-03-01T00:00:00+01:00', 5, 10), job('2024-03-31T23:59:00+02:00', 7, 20), job('2024-04-01T00:00:00+02:00', 1, 1)], 'month', rangeStart(now, 'month', 2), now)
    expect(months.map((b) => [b.filament, b.printTime])).toEqual([
      [12, 30],
      [1, 1],
    ])
    const weeks = bucketJobs([job('2024-03-31T23:00:00+02:00')], 'week', rangeStart(now, 'week', 4), now)
    expect(weeks).toHaveLength(4)
    expect(weeks.map((b) => b.jobs)).toEqual([1, 0, 0, 0])
  })
})
