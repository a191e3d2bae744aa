import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, until, type TestSim } from '../testing/harness'

describe("spoolman's history field", () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim({ fake: false, timeScale: 200 })
    writeFileSync(join(t.dataDir, 'gcodes', 'short.gcode'), 'G28\nG1 X10 Y10 Z0.3 F3000\nG4 P20000\nG1 X30 F1200\n')
    await until(async () => (await t.request('GET', '/server/info')).body.result.klippy_state === 'ready', 15000, 50)
  }, 30_000)
  afterAll(() => t.close())

  it("records in each job's auxiliary_data the spool active as it started and each one set during it", async () => {
    await t.request('POST', '/server/spoolman/spool_id', { spool_id: 2 })
    await t.request('POST', '/printer/print/start?filename=short.gcode')
    await until(async () => (await t.request('GET', '/printer/objects/query?print_stats')).body.result.status.print_stats.state === 'printing', 10000, 20)
    await t.request('POST', '/server/spoolman/spool_id', { spool_id: 3 })
    await until(async () => (await t.request('GET', '/server/history/list?limit=1')).body.result.jobs[0]?.status === 'completed', 30000, 100)
    const job = (await t.request('GET', '/server/history/list?limit=1')).body.result.jobs[0]
    const ids = job.auxiliary_data.find((a: { name: string }) => a.name === 'spool_ids')
    expect(ids).toEqual({ provider: 'spoolman', name: 'spool_ids', value: [2, 3], description: 'Spool IDs used', units: null })
    // A collected list has no totals.
    const totals = (await t.request('GET', '/server/history/totals')).body.result.auxiliary_totals
    expect(totals.some((x: { field: string }) => x.field === 'spool_ids')).toBe(false)
  }, 60_000)
})
