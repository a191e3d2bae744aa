/**
 * Per-day/week/month sums of filament and print time for the history charts. Calendar arithmetic
 * uses the browser's local time zone through Date's own fields, so a day with a DST change is
 * 23 or 25 hours long and every job still lands on the day it shows.
 */
export type BucketUnit = 'day' | 'week' | 'month'

export interface BucketJob {
  start_time: number
  print_duration: number
  filament_used: number
}

export interface Bucket {
  /** Local midnight that opens the bucket, epoch seconds. */
  start: number
  filament: number
  printTime: number
  jobs: number
}

/** Local midnight opening the bucket that holds this moment (weeks start on Monday). */
export function bucketStart(epochSeconds: number, unit: BucketUnit): Date {
  const d = new Date(epochSeconds * 1000)
  if (unit === 'month') return new Date(d.getFullYear(), d.getMonth(), 1)
  const back = unit === 'week' ? (d.getDay() + 6) % 7 : 0
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - back)
}

export function nextBucket(start: Date, unit: BucketUnit): Date {
  if (unit === 'month') return new Date(start.getFullYear(), start.getMonth() + 1, 1)
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + (unit === 'week' ? 7 : 1))
}

/** How far back each view looks. */
export const BUCKET_COUNT: Record<BucketUnit, number> = { day: 30, week: 12, month: 12 }

/** The first bucket of a view ending with the bucket that holds `nowSeconds`. */
export function rangeStart(nowSeconds: number, unit: BucketUnit, count = BUCKET_COUNT[unit]): Date {
  const last = bucketStart(nowSeconds, unit)
  if (unit === 'month') return new Date(last.getFullYear(), last.getMonth() - (count - 1), 1)
  return new Date(last.getFullYear(), last.getMonth(), last.getDate() - (count - 1) * (unit === 'week' ? 7 : 1))
}

/** Contiguous buckets from `from` to the one holding `nowSeconds`, empty ones included. */
export function bucketJobs(jobs: readonly BucketJob[], unit: BucketUnit, from: Date, nowSeconds: number): Bucket[] {
  const buckets: Bucket[] = []
  const index = new Map<number, Bucket>()
  const end = nextBucket(bucketStart(nowSeconds, unit), unit).getTime()
  for (let d = from; d.getTime() < end; d = nextBucket(d, unit)) {
    const b = { start: d.getTime() / 1000, filament: 0, printTime: 0, jobs: 0 }
    buckets.push(b)
    index.set(d.getTime(), b)
  }
  for (const job of jobs) {
    const b = index.get(bucketStart(job.start_time, unit).getTime())
    if (!b) continue
    b.filament += job.filament_used || 0
    b.printTime += job.print_duration || 0
    b.jobs += 1
  }
  return buckets
}
