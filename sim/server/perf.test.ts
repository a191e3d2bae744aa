import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { RpcClient, until } from './testing/harness'

const here = dirname(fileURLToPath(import.meta.url))
/** SIM_PERF_KLIPPY=fake measures the server alone, with the small stand-in Klipper. */
const realKlippy = process.env.SIM_PERF_KLIPPY !== 'fake' && existsSync(resolve(here, '../klippy/klippy.ts'))
/** SIM_PERF_SECONDS=30 gives the figure for the report; the default keeps the suite fast. */
const seconds = Number(process.env.SIM_PERF_SECONDS ?? 4)

interface Stats {
  cpu_usage: { user: number; system: number }
}

async function cpuPercent(url: string, ms: number): Promise<number> {
  const get = async () => ((await (await fetch(`${url}/sim/stats`)).json()) as { result: Stats }).result.cpu_usage
  const a = await get()
  const t0 = performance.now()
  await new Promise((r) => setTimeout(r, ms))
  const b = await get()
  const elapsedUs = (performance.now() - t0) * 1000
  return ((b.user - a.user + b.system - a.system) / elapsedUs) * 100
}

describe('cost of status updates', () => {
  let child: ChildProcess | null = null
  const dataDir = mkdtempSync(join(tmpdir(), 'stratum-perf-'))
  afterAll(async () => {
    // The sim writes its logs until it has exited: remove its folder only after that.
    const running = child
    if (running && running.exitCode === null) {
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve())
        running.kill('SIGTERM')
        setTimeout(resolve, 5000)
      })
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
  })

  it(`20 clients subscribed to every object cost little CPU (${realKlippy ? 'simulated Klipper' : 'stand-in Klipper'})`, async () => {
    // Travel moves for a minute and heaters heating; a file in gcodes/ also spares the example seeding.
    const moves = Array.from({ length: 120 }, (_, i) => `G1 X${i % 2 ? 200 : 20} Y${20 + (i % 9) * 20} F1200`).join('\n')
    mkdirSync(join(dataDir, 'gcodes'), { recursive: true })
    writeFileSync(join(dataDir, 'gcodes', 'perf.gcode'), `M104 S210\nM140 S60\nG28\nG90\nG1 Z5 F600\n${moves}\n`)
    child = spawn(process.execPath, ['--import', 'tsx', join(here, 'testing/perf-child.ts'), dataDir, realKlippy ? 'real' : 'fake'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const url = await new Promise<string>((res, rej) => {
      child!.stdout!.on('data', (d: Buffer) => {
        const m = /http:\/\/\S+/.exec(d.toString())
        if (m) res(m[0])
      })
      child!.on('exit', (code) => rej(new Error(`sim exited with ${code}`)))
    })
    await until(async () => ((await (await fetch(`${url}/server/info`)).json()) as { result: { klippy_state: string } }).result.klippy_state === 'ready', 15000, 100)
    // A print that moves and heats keeps most objects changing, as on a busy dashboard.
    const started = await fetch(`${url}/printer/print/start?filename=perf.gcode`, { method: 'POST' })
    const printing = started.ok

    await new Promise((r) => setTimeout(r, 500))
    const idle = await cpuPercent(url, Math.min(seconds, 10) * 500)
    const clients = await Promise.all(Array.from({ length: 20 }, () => RpcClient.connect(url)))
    const { objects } = await clients[0].call<{ objects: string[] }>('printer.objects.list')
    const all = Object.fromEntries(objects.map((o) => [o, null]))
    await Promise.all(clients.map((c) => c.call('printer.objects.subscribe', { objects: all })))
    const busy = await cpuPercent(url, seconds * 1000)
    const statusUpdates = clients[0].notifications.filter((n) => n.method === 'notify_status_update')
    const updates = statusUpdates.length
    const bytes = statusUpdates.reduce((sum, n) => sum + JSON.stringify(n).length, 0)
    for (const c of clients) c.close()
    console.log(
      `sim CPU over ${seconds}s: ${busy.toFixed(2)} % of one core with 20 subscribed clients ` +
        `(${idle.toFixed(2)} % with none; ${(updates / seconds).toFixed(1)} updates/s of ${Math.round(bytes / Math.max(1, updates))} bytes ` +
        `per client; printing: ${printing})`,
    )
    expect(updates).toBeGreaterThan(0)
    expect(busy).toBeLessThan(25)
  }, 60_000)
})
