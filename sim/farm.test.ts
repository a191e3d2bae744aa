import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { farmDataDir, startSims, type RunningSim } from './index'
import { until } from './server/testing/harness'

async function get<T>(sim: RunningSim, path: string): Promise<T> {
  return ((await (await fetch(`${sim.url}${path}`)).json()) as { result: T }).result
}

/** Handles of the kinds a printer opens (servers, sockets, timers), counted by kind. */
function handles(): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1
  return counts
}

/** A farm: several printers in one process, each with its own port, name, data and Klippy. */
describe('startSims', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratum-farm-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }))

  it('runs independent printers and leaves nothing open once stopped', async () => {
    const before = handles()
    // A name the user gave printer 2 earlier is kept.
    const db = join(farmDataDir(dataDir, 3, 2), 'database')
    mkdirSync(db, { recursive: true })
    writeFileSync(join(db, 'moonraker-db.json'), JSON.stringify({ fluidd: { uiSettings: { general: { instanceName: 'Voron' } } } }))

    const sims = await startSims(3, { port: 0, dataDir, timeScale: 1, without: ['timelapse'] })
    try {
      expect(new Set(sims.map((s) => s.port)).size).toBe(3)
      const names = await Promise.all(sims.map(async (s) => (await get<{ value: { general: { instanceName: string } } }>(s, '/server/database/item?namespace=fluidd&key=uiSettings')).value.general.instanceName))
      expect(names).toEqual(['printer-1', 'Voron', 'printer-3'])
      for (const [i, s] of sims.entries()) {
        expect((await get<{ config_file: string }>(s, '/printer/info')).config_file).toBe(join(dataDir, `printer-${i + 1}`, 'config', 'printer.cfg'))
      }
      await until(async () => (await Promise.all(sims.map((s) => get<{ klippy_state: string }>(s, '/server/info')))).every((r) => r.klippy_state === 'ready'), 15000, 100)

      const files = await get<{ path: string }[]>(sims[1], '/server/files/list?root=gcodes')
      const file = files.map((f) => f.path).find((p) => p.endsWith('.gcode'))!
      const started = await fetch(`${sims[1].url}/printer/print/start?filename=${encodeURIComponent(file)}`, { method: 'POST' })
      expect(started.status).toBe(200)
      const state = async (s: RunningSim) => (await get<{ status: { print_stats: { state: string } } }>(s, '/printer/objects/query?print_stats=state')).status.print_stats.state
      await until(async () => (await state(sims[1])) === 'printing', 5000, 50)
      expect([await state(sims[0]), await state(sims[2])]).toEqual(['standby', 'standby'])
    } finally {
      await Promise.all(sims.map((s) => s.stop()))
    }
    // Sockets close and timers clear within a moment of stop().
    await until(() => {
      const now = handles()
      return Object.entries(now).every(([kind, n]) => n <= (before[kind] ?? 0))
    }, 3000, 50).catch(() => expect(handles()).toEqual(before))
  }, 60_000)
})
