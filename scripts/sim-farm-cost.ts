/**
 * What idle virtual printers cost: starts a farm in this process (`--printers N`, default 10, time
 * scale 1), waits until every Klippy is ready, lets them idle (`--seconds S`, default 30) with nobody
 * connected and prints this process's CPU share of one core and its memory (RSS).
 * Run: npx tsx scripts/sim-farm-cost.ts [--printers 10] [--seconds 30] [--data DIR (kept; default a fresh
 * temporary folder, so the first start's seeding is part of the figure)]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startSims } from '../sim/index'

const { values } = parseArgs({
  options: { printers: { type: 'string', default: '10' }, seconds: { type: 'string', default: '30' }, data: { type: 'string' } },
})
const count = Number(values.printers)
const seconds = Number(values.seconds)

const dataDir = values.data ? path.resolve(values.data) : mkdtempSync(path.join(tmpdir(), 'stratum-farm-'))
const sims = await startSims(count, { port: 0, dataDir, timeScale: 1 })
const ready = async (url: string) => {
  const info = (await (await fetch(`${url}/server/info`)).json()) as { result: { klippy_state: string } }
  return info.result.klippy_state === 'ready'
}
const deadline = Date.now() + 30_000
while (!(await Promise.all(sims.map((s) => ready(s.url)))).every(Boolean)) {
  if (Date.now() > deadline) throw new Error('Klippy not ready after 30 s')
  await new Promise((r) => setTimeout(r, 200))
}
// Start-up work (seeding, first writes) settles before the measure.
await new Promise((r) => setTimeout(r, 2000))
const cpu0 = process.cpuUsage()
const t0 = performance.now()
await new Promise((r) => setTimeout(r, seconds * 1000))
const cpu = process.cpuUsage(cpu0)
const percent = ((cpu.user + cpu.system) / ((performance.now() - t0) * 1000)) * 100
const rssMb = process.memoryUsage().rss / 1024 / 1024
const m = process.memoryUsage()
console.error(`heap used ${(m.heapUsed / 1048576).toFixed(0)} MB of ${(m.heapTotal / 1048576).toFixed(0)}, external ${(m.external / 1048576).toFixed(0)} MB`)
console.log(`${count} idle printers over ${seconds} s: ${percent.toFixed(2)} % of one core, RSS ${rssMb.toFixed(0)} MB`)
await Promise.all(sims.map((s) => s.stop()))
if (!values.data) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
