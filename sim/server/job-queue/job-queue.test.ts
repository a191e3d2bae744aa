import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, until, type TestSim } from '../testing/harness'

describe('job queue', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim()
    for (const f of ['a.gcode', 'b.gcode', 'c.gcode']) writeFileSync(join(t.dataDir, 'gcodes', f), 'G28\n')
    await until(async () => (await t.request('GET', '/server/info')).body.result.klippy_state === 'ready')
  })
  afterAll(() => t.close())

  it('queues jobs while paused, jumps and removes them', async () => {
    const c = await t.rpc()
    const r = await t.request('POST', '/server/job_queue/job', { filenames: ['a.gcode', 'b.gcode', 'c.gcode'] })
    expect(r.body.result.queue_state).toBe('paused')
    expect(r.body.result.queued_jobs.map((j: { filename: string }) => j.filename)).toEqual(['a.gcode', 'b.gcode', 'c.gcode'])
    expect(r.body.result.queued_jobs[0]).toMatchObject({ job_id: expect.stringMatching(/^[0-9A-F]{16}$/), time_added: expect.any(Number), time_in_queue: expect.any(Number) })
    const added = await c.waitFor('notify_job_queue_changed')
    expect(added.params?.[0]).toMatchObject({ action: 'jobs_added', queue_state: 'paused' })
    expect((await t.request('POST', '/server/job_queue/job', { filenames: ['missing.gcode'] })).status).toBe(400)
    const ids = r.body.result.queued_jobs.map((j: { job_id: string }) => j.job_id)
    const jumped = await c.call<{ queued_jobs: { filename: string }[] }>('server.job_queue.jump', { job_id: ids[2] })
    expect(jumped.queued_jobs.map((j) => j.filename)).toEqual(['c.gcode', 'a.gcode', 'b.gcode'])
    const removed = await t.request('DELETE', `/server/job_queue/job?job_ids=${ids[1]}`)
    expect(removed.body.result.queued_jobs.map((j: { filename: string }) => j.filename)).toEqual(['c.gcode', 'a.gcode'])
    c.close()
  })

  it('starts the next job, pauses after it, and empties', async () => {
    const c = await t.rpc()
    t.klippy()!.printDurationMs = 100
    // The answer comes before the first job loads (as Moonraker's does): the queue is loading.
    const started = await t.request('POST', '/server/job_queue/start')
    expect(started.body.result).toMatchObject({ queue_state: 'loading' })
    expect(started.body.result.queued_jobs.map((j: { filename: string }) => j.filename)).toEqual(['c.gcode', 'a.gcode'])
    await c.waitFor('notify_job_queue_changed', (n) => (n.params?.[0] as { action: string }).action === 'job_loaded')
    expect((await t.request('GET', '/printer/objects/query?print_stats=filename')).body.result.status.print_stats.filename).toBe('c.gcode')
    expect((await t.request('GET', '/server/job_queue/status')).body.result.queue_state).toBe('paused')
    expect((await t.request('POST', '/server/job_queue/pause')).body.result.queue_state).toBe('paused')
    const cleared = await t.request('DELETE', '/server/job_queue/job?all=true')
    expect(cleared.body.result.queued_jobs).toEqual([])
    c.close()
  })
})
