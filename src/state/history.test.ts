import { describe, expect, it } from 'vitest'
import type { HistoryJob } from '../moonraker/types'
import { latestUniqueJobs } from './history'

const job = (id: string, filename: string, start: number, exists = true) =>
  ({ job_id: id, filename, start_time: start, exists, status: 'completed' }) as HistoryJob

describe('reprint list', () => {
  it('keeps the newest job of each existing file, three at most', () => {
    const jobs = [job('1', 'a.gcode', 1), job('2', 'b.gcode', 2), job('3', 'a.gcode', 3), job('4', 'c.gcode', 4, false), job('5', 'd.gcode', 5), job('6', 'e.gcode', 0)]
    expect(latestUniqueJobs(jobs).map((j) => j.job_id)).toEqual(['5', '3', '2'])
  })
})
