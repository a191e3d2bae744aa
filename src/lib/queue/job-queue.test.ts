import { describe, expect, it } from 'vitest'
import type { QueuedJob } from '../../moonraker/types'
import { bedCheckDue, bedCheckHolds, queuedJobsOf, queueRefusal, queueTotals, reorderedFilenames, withCopies, type BedCheckInput } from './job-queue'

const job = (id: string, filename = `${id}.gcode`): QueuedJob => ({ job_id: id, filename, time_added: 1, time_in_queue: 2 })

describe('the job queue', () => {
  it('reads updated_queue field by field, leaving out what is not a job', () => {
    expect(queuedJobsOf([job('A'), { filename: 'x.gcode' }, null, 'B', { job_id: 'C', filename: 'c.gcode', time_added: 'soon' }])).toEqual([
      job('A'),
      { job_id: 'C', filename: 'c.gcode', time_added: 0, time_in_queue: 0 },
    ])
  })

  it('reorders by posting every file again, the moved one where the target was', () => {
    const jobs = [job('A'), job('B'), job('C')]
    expect(reorderedFilenames(jobs, 'C', 'A')).toEqual(['C.gcode', 'A.gcode', 'B.gcode'])
    expect(reorderedFilenames(jobs, 'A', 'C')).toEqual(['B.gcode', 'C.gcode', 'A.gcode'])
    expect(reorderedFilenames(jobs, 'B', 'B')).toBeNull()
    expect(reorderedFilenames(jobs, 'gone', 'A')).toBeNull()
  })

  it('keeps two copies of the same file apart by job, not by name', () => {
    const jobs = [job('A', 'cube.gcode'), job('B', 'cube.gcode'), job('C', 'benchy.gcode')]
    expect(reorderedFilenames(jobs, 'C', 'B')).toEqual(['cube.gcode', 'benchy.gcode', 'cube.gcode'])
  })

  it('adds each file the number of copies asked, within 1 and the most allowed', () => {
    expect(withCopies(['a.gcode', 'b.gcode'], 2)).toEqual(['a.gcode', 'a.gcode', 'b.gcode', 'b.gcode'])
    expect(withCopies(['a.gcode'], 0)).toEqual(['a.gcode'])
    expect(withCopies(['a.gcode'], 500)).toHaveLength(50)
  })

  it('refuses folders and files that are not G-code', () => {
    expect(queueRefusal([{ path: 'parts/a.gcode', type: 'file' }, { path: 'parts/b.GCO', type: 'file' }])).toBeNull()
    expect(queueRefusal([{ path: 'a.gcode', type: 'file' }, { path: 'parts', type: 'directory' }])).toEqual({ reason: 'folder', name: 'parts' })
    expect(queueRefusal([{ path: 'v1.2/readme.txt', type: 'file' }])).toEqual({ reason: 'notPrintable', name: 'readme.txt' })
    expect(queueRefusal([{ path: 'v1.2/model', type: 'file' }])).toEqual({ reason: 'notPrintable', name: 'model' })
  })

  it('totals time and filament over the files that say, counting the ones that do not', () => {
    const info = { 'a.gcode': { missing: false, estimatedTime: 600, filament: 1000, filamentWeight: 3 }, 'gone.gcode': { missing: true, estimatedTime: 99 } }
    const totals = queueTotals([job('A', 'a.gcode'), job('B', 'a.gcode'), job('C', 'gone.gcode'), job('D', 'unread.gcode')], (f) => info[f as keyof typeof info])
    expect(totals).toEqual({ time: 1200, filament: 2000, filamentWeight: 6, unknown: 2 })
  })
})

describe('the bed check', () => {
  const base: BedCheckInput = { enabled: true, printState: 'printing', previousPrintState: 'standby', queueState: 'ready', previousQueueState: 'ready', jobsLeft: 1 }

  it('holds the queue as a job starts with more behind it, and as it completes', () => {
    expect(bedCheckHolds(base)).toBe(true)
    expect(bedCheckHolds({ ...base, printState: 'complete', previousPrintState: 'printing' })).toBe(true)
    expect(bedCheckHolds({ ...base, previousPrintState: 'printing', previousQueueState: 'starting' })).toBe(true)
  })

  it('does nothing when off, with nothing left, when already paused, or at other moments', () => {
    expect(bedCheckHolds({ ...base, enabled: false })).toBe(false)
    expect(bedCheckHolds({ ...base, jobsLeft: 0 })).toBe(false)
    expect(bedCheckHolds({ ...base, queueState: 'paused' })).toBe(false)
    // A Start pressed during the print: the queue went from paused to ready.
    expect(bedCheckHolds({ ...base, previousPrintState: 'printing', previousQueueState: 'paused' })).toBe(false)
    expect(bedCheckHolds({ ...base, printState: 'cancelled', previousPrintState: 'printing' })).toBe(false)
  })

  it('is due once a print completed and the queue holds with jobs left', () => {
    const due = { enabled: true, printState: 'complete', queueState: 'paused' as const, jobsLeft: 2 }
    expect(bedCheckDue(due)).toBe(true)
    expect(bedCheckDue({ ...due, enabled: false })).toBe(false)
    expect(bedCheckDue({ ...due, printState: 'printing' })).toBe(false)
    expect(bedCheckDue({ ...due, queueState: 'ready' })).toBe(false)
    expect(bedCheckDue({ ...due, jobsLeft: 0 })).toBe(false)
  })
})
