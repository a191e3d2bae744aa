import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { installFiles, type FileManager } from '../files'
import { readyFakeKlippy, type FakeKlippy } from '../testing/fake-klippy'
import { TestHost } from '../testing/host'
import { ApiError } from '../types'
import { installHistory, type HistoryComponent } from './index'
import type { HistoryJob } from './store'

type ShownJob = HistoryJob & { exists: boolean }

let dataDir: string
let host: TestHost
let klippy: FakeKlippy
let files: FileManager
let history: HistoryComponent
let quick: string

function start(dir: string): void {
  host = new TestHost(dir)
  klippy = readyFakeKlippy()
  files = installFiles(host.ctx, { klippy })
  history = installHistory(host.ctx, { klippy, files })
}

function stop(): void {
  history.close()
  files.close()
}

const list = async (params: Record<string, unknown> = {}) => (await host.call('server.history.list', params)) as { count: number; jobs: ShownJob[] }
const totals = async () => ((await host.call('server.history.totals')) as { job_totals: Record<string, number> }).job_totals
const historyEvents = () => host.notifications.filter((n) => n.method === 'notify_history_changed').map((n) => n.params[0] as { action: string; job: ShownJob })

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stratum-history-'))
  start(dataDir)
  quick = readdirSync(join(dataDir, 'gcodes')).find((n) => n.startsWith('quick_test'))!
  await files.metadata.scanAll()
})

afterEach(() => {
  stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('job history', () => {
  it('adds a job when a print starts and finishes it with the final figures', async () => {
    history.noteUser(quick, 'alice')
    await klippy.startPrint(quick)
    const [added] = historyEvents()
    expect(added.action).toBe('added')
    expect(added.job).toMatchObject({ job_id: '000001', filename: quick, status: 'in_progress', user: 'alice', end_time: null, exists: true })
    expect(added.job.metadata).toMatchObject({ slicer: 'PrusaSlicer', estimated_time: expect.any(Number) })
    expect(added.job.metadata).not.toHaveProperty('job_id')

    const running = await list()
    expect(running.jobs[0]).toMatchObject({ status: 'in_progress', exists: true })

    const meta = (await host.call('server.files.metadata', { filename: quick })) as { job_id: string; print_start_time: number }
    expect(meta.job_id).toBe('000001')
    expect(meta.print_start_time).toBe(added.job.start_time)

    klippy.endPrint('completed', { print_duration: 100, total_duration: 120, filament_used: 144 })
    const finished = await host.waitFor('notify_history_changed', (p) => (p[0] as { action: string }).action === 'finished')
    expect((finished.params[0] as { job: ShownJob }).job).toMatchObject({ status: 'completed', print_duration: 100, total_duration: 120, filament_used: 144 })
    expect(await totals()).toEqual({
      total_jobs: 1,
      total_time: 120,
      total_print_time: 100,
      total_filament_used: 144,
      longest_job: 120,
      longest_print: 100,
    })
  })

  it('lists with order, limit, start, since and before, and gets single jobs', async () => {
    for (const [status, seconds] of [['completed', 10], ['cancelled', 20], ['error', 30]] as const) {
      await klippy.startPrint(quick)
      klippy.endPrint(status, { print_duration: seconds, total_duration: seconds })
      await new Promise((r) => setTimeout(r, 5))
    }
    const all = await list()
    expect(all.count).toBe(3)
    expect(all.jobs.map((j) => j.status)).toEqual(['error', 'cancelled', 'completed'])
    expect((await list({ order: 'asc' })).jobs.map((j) => j.job_id)).toEqual(['000001', '000002', '000003'])
    expect((await list({ limit: 1, start: 1 })).jobs.map((j) => j.status)).toEqual(['cancelled'])
    expect((await list({ limit: 0 })).count).toBe(3)
    const second = all.jobs[1]
    expect((await list({ since: second.start_time })).jobs.map((j) => j.status)).toEqual(['error'])
    expect((await list({ before: second.start_time })).jobs.map((j) => j.status)).toEqual(['completed'])

    expect(await host.call('server.history.get_job', { uid: second.job_id })).toMatchObject({ job: { job_id: second.job_id, status: 'cancelled' } })
    await expect(Promise.resolve(host.call('server.history.get_job', { uid: 'FFFFFF' }))).rejects.toMatchObject({ code: 404 })
    await expect(Promise.resolve(host.call('server.history.list', { order: 'sideways' }))).rejects.toBeInstanceOf(ApiError)
    expect(await totals()).toMatchObject({ total_jobs: 3, total_time: 60, longest_job: 30 })
  })

  it('deletes jobs one by one or all at once, and resets the totals', async () => {
    for (let i = 0; i < 3; i++) {
      await klippy.startPrint(quick)
      klippy.endPrint('completed', { print_duration: 5, total_duration: 6 })
    }
    expect(await host.call('server.history.delete_job', { uid: '000002' })).toEqual({ deleted_jobs: ['000002'] })
    await expect(Promise.resolve(host.call('server.history.delete_job', { uid: '000002' }))).rejects.toMatchObject({ code: 404 })
    expect(await host.call('server.history.delete_job', { all: true })).toEqual({ deleted_jobs: ['000001', '000003'] })
    expect((await list()).count).toBe(0)
    // Deleting jobs keeps the totals; only a reset clears them.
    expect(await host.call('server.history.reset_totals')).toEqual({
      last_totals: { total_jobs: 3, total_time: 18, total_print_time: 15, total_filament_used: 0, longest_job: 6, longest_print: 5 },
      last_auxiliary_totals: [],
    })
    expect(await totals()).toMatchObject({ total_jobs: 0, total_time: 0 })
  })

  it('reports whether the file still exists', async () => {
    writeFileSync(join(dataDir, 'gcodes/gone.gcode'), 'G28\n')
    await klippy.startPrint('gone.gcode')
    klippy.endPrint('completed')
    await host.call('server.files.delete_file', { path: 'gcodes/gone.gcode' })
    expect((await list()).jobs[0]).toMatchObject({ filename: 'gone.gcode', exists: false })
  })

  it('closes a job as klippy_shutdown when Klippy shuts down without reporting the end', async () => {
    await klippy.startPrint(quick)
    klippy.setState('shutdown')
    const finished = await host.waitFor('notify_history_changed', (p) => (p[0] as { action: string }).action === 'finished')
    expect((finished.params[0] as { job: ShownJob }).job.status).toBe('klippy_shutdown')
  })

  it('keeps jobs and totals across a restart; a job running at shutdown becomes server_exit', async () => {
    await klippy.startPrint(quick)
    klippy.endPrint('completed', { print_duration: 50, total_duration: 60 })
    await klippy.startPrint(quick)
    stop()
    start(dataDir)
    const jobs = (await list({ order: 'asc' })).jobs
    expect(jobs.map((j) => j.status)).toEqual(['completed', 'server_exit'])
    expect((await totals()).total_jobs).toBe(2)
  })

  it('marks a job server_exit after a crash that skipped the orderly shutdown', async () => {
    await klippy.startPrint(quick)
    // history.json is written shortly after each change; then the process "dies".
    await new Promise((r) => setTimeout(r, 150))
    files.close()
    start(dataDir)
    expect((await list()).jobs.map((j) => j.status)).toEqual(['server_exit'])
  })
})
