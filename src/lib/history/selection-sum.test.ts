import { describe, expect, it } from 'vitest'
import type { HistoryJob } from '../../moonraker/types'
import { sumJobs } from './selection-sum'

const job = (id: string, over: Partial<HistoryJob> = {}): HistoryJob => ({
  job_id: id,
  filename: `${id}.gcode`,
  status: 'completed',
  start_time: 1_700_000_000,
  end_time: 1_700_003_600,
  print_duration: 3000,
  total_duration: 3600,
  filament_used: 1000,
  exists: true,
  metadata: {},
  ...over,
})

describe('sum of selected jobs', () => {
  const jobs = [job('a'), job('b', { print_duration: 1200, total_duration: 1500, filament_used: 250.5 }), job('c')]
  it('adds print time, total time and filament of the selected jobs only', () => {
    expect(sumJobs(jobs, new Set(['a', 'b']))).toEqual({ count: 2, printDuration: 4200, totalDuration: 5100, filamentUsed: 1250.5 })
  })
  it('is zero for an empty selection, and ignores ids no longer listed', () => {
    expect(sumJobs(jobs, new Set())).toEqual({ count: 0, printDuration: 0, totalDuration: 0, filamentUsed: 0 })
    expect(sumJobs(jobs, new Set(['gone', 'c']))).toEqual({ count: 1, printDuration: 3000, totalDuration: 3600, filamentUsed: 1000 })
  })
  it('counts a job with a missing or broken figure, adding nothing for that figure', () => {
    const odd = job('d', { filament_used: Number.NaN, print_duration: -5 })
    expect(sumJobs([odd], new Set(['d']))).toEqual({ count: 1, printDuration: 0, totalDuration: 3600, filamentUsed: 0 })
  })
})
