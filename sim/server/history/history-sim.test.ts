import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, until, type TestSim } from '../testing/harness'

/** Every way a print of the simulated Klipper ends, as the history records it. */
describe('history of the virtual printer', () => {
  let t: TestSim
  const printState = async () => (await t.request('GET', '/printer/objects/query?print_stats=state')).body.result.status.print_stats.state as string
  const newest = async () => (await t.request('GET', '/server/history/list?limit=1')).body.result.jobs[0]
  const ready = () => until(async () => (await t.request('GET', '/server/info')).body.result.klippy_state === 'ready', 15000, 50)

  beforeAll(async () => {
    t = await startTestSim({ fake: false, timeScale: 200 })
    const gcodes = join(t.dataDir, 'gcodes')
    writeFileSync(join(gcodes, 'quick.gcode'), 'M109 S200\nG28\nG1 X10 Y10 Z0.3 F3000\nG1 X20 E1 F1200\n')
    // Ten simulated minutes of dwell: long enough to cancel or shut down mid-print.
    writeFileSync(join(gcodes, 'slow.gcode'), 'G28\nG1 X10 Y10 Z0.3 F3000\nG4 P600000\nG1 X20 E1 F1200\n')
    writeFileSync(join(gcodes, 'off-bed.gcode'), 'G28\nG1 X10 Y10 Z0.3 F3000\nG1 X9999 F3000\n')
    await ready()
    const c = await t.rpc()
    await c.call('machine.timelapse.post_settings', { enabled: false, autorender: false })
    c.close()
  }, 30_000)
  afterAll(() => t.close())

  const print = async (file: string) => {
    await t.request('POST', `/printer/print/start?filename=${file}`)
    await until(async () => (await newest())?.filename === file && (await newest()).status === 'in_progress', 10000, 25)
  }

  it('records a finished print as completed', async () => {
    await print('quick.gcode')
    await until(async () => (await newest()).status !== 'in_progress', 15000, 50)
    expect(await newest()).toMatchObject({ filename: 'quick.gcode', status: 'completed', exists: true })
  })

  it('records a cancelled print as cancelled', async () => {
    await print('slow.gcode')
    await t.request('POST', '/printer/print/cancel')
    await until(async () => (await newest()).status !== 'in_progress', 15000, 50)
    expect(await newest()).toMatchObject({ filename: 'slow.gcode', status: 'cancelled' })
    expect((await newest()).end_time).toBeGreaterThan(0)
  })

  it('records a print stopped by a G-code error as error', async () => {
    await print('off-bed.gcode')
    await until(async () => (await newest()).status !== 'in_progress', 15000, 50)
    expect(await newest()).toMatchObject({ filename: 'off-bed.gcode', status: 'error' })
  })

  it('records a print cut off by a Klippy shutdown as klippy_shutdown', async () => {
    await print('slow.gcode')
    await t.request('POST', '/printer/emergency_stop')
    await until(async () => (await newest()).status !== 'in_progress', 15000, 50)
    expect(await newest()).toMatchObject({ filename: 'slow.gcode', status: 'klippy_shutdown' })
    const totals = (await t.request('GET', '/server/history/totals')).body.result.job_totals
    expect(totals.total_jobs).toBe(4)
    expect(await printState()).not.toBe('printing')
  })
}, 60_000)

describe('seeded history', () => {
  it('invents past jobs only for an empty history, and none unless asked', async () => {
    const plain = await startTestSim({ fake: true })
    expect((await plain.request('GET', '/server/history/list')).body.result.count).toBe(0)
    await plain.close()

    const t = await startTestSim({ fake: true, seedHistory: 40 })
    await until(async () => (await t.request('GET', '/server/history/totals')).body.result.job_totals.total_jobs === 40, 10000, 25)
    const { jobs } = (await t.request('GET', '/server/history/list?limit=0')).body.result
    expect(jobs).toHaveLength(40)
    const statuses = new Set(jobs.map((j: { status: string }) => j.status))
    expect(statuses.has('completed')).toBe(true)
    expect(jobs.some((j: { exists: boolean }) => !j.exists)).toBe(true)
    expect(jobs.every((j: { end_time: number; start_time: number }) => j.end_time > j.start_time && j.start_time < Date.now() / 1000)).toBe(true)
    // A restart with a history does not seed again.
    await t.restart()
    await new Promise((r) => setTimeout(r, 300))
    expect((await t.request('GET', '/server/history/totals')).body.result.job_totals.total_jobs).toBe(40)
    await t.close()
  })
})
