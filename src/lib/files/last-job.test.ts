import { describe, expect, it } from 'vitest'
import { entriesOf } from './entry'
import { indexJobStatuses, lastJobStatus, withJobStatus } from './last-job'

const jobs = [
  { job_id: '000003', filename: 'cube.gcode', status: 'cancelled', start_time: 300 },
  { job_id: '000002', filename: 'parts/gear.gcode', status: 'completed', start_time: 200 },
  { job_id: '000001', filename: 'cube.gcode', status: 'completed', start_time: 100 },
]

const [folder, cube, gear, never] = entriesOf(
  {
    dirs: [{ dirname: 'parts', modified: 1, size: 0 }],
    files: [
      { filename: 'cube.gcode', modified: 1, size: 1, job_id: '000001' },
      { filename: 'gear.gcode', modified: 1, size: 1 },
      { filename: 'never.gcode', modified: 1, size: 1 },
    ],
  },
  '',
)

describe('last print status', () => {
  const index = indexJobStatuses(jobs)

  it('keeps the newest job per file whatever the order', () => {
    expect(index.byFile.get('cube.gcode')).toBe('cancelled')
    expect(indexJobStatuses([...jobs].reverse()).byFile.get('cube.gcode')).toBe('cancelled')
  })

  it("takes the newest job of the path, else the job the file's metadata names", () => {
    expect(lastJobStatus(cube, index)).toBe('cancelled')
    const renamed = { ...cube, path: 'renamed.gcode' }
    expect(lastJobStatus(renamed, index)).toBe('completed')
  })

  it('falls back to the newest job of the path, else null', () => {
    expect(lastJobStatus(gear, index)).toBeNull()
    const parts = { ...gear, path: 'parts/gear.gcode' }
    expect(lastJobStatus(parts, index)).toBe('completed')
    expect(lastJobStatus(never, index)).toBeNull()
    expect(lastJobStatus(folder, index)).toBeNull()
  })

  it('applies a job a notification reports', () => {
    const next = withJobStatus(index, { job_id: '000004', filename: 'never.gcode', status: 'in_progress', start_time: 400 })
    expect(lastJobStatus(never, next)).toBe('in_progress')
    expect(lastJobStatus(never, index)).toBeNull()
  })
})
