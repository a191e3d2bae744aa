/**
 * `npm start`: the dashboard plus the built-in virtual printer (or a real Moonraker with --printer).
 * Flags: --port N (dashboard, 8080), --sim-port N (virtual printer, 7125), --printer URL, --host ADDR
 * (127.0.0.1), --data DIR (the virtual printer's data folder), --time-scale N, --seed-history N (past
 * jobs the virtual printer invents when its history is empty; 36, 0 for none), --printers N (N virtual
 * printers on consecutive ports from --sim-port, all listed in config.json's endpoints).
 */
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildIfStale } from './build-if-stale'
import { serveDist } from './serve-dist'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    'sim-port': { type: 'string', default: '7125' },
    printer: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string' },
    'time-scale': { type: 'string', default: '1' },
    'seed-history': { type: 'string', default: '36' },
    printers: { type: 'string', default: '1' },
  },
})

const ROOT = path.resolve(import.meta.dirname, '..')
const host = values.host!
const simPort = Number(values['sim-port'])
/** The address browsers use to reach this machine. */
const publicHost = host === '0.0.0.0' || host === '::' ? os.hostname() : host

buildIfStale()

const stops: (() => Promise<void>)[] = []
let config: { apiUrl?: string; endpoints?: string[] } = { apiUrl: values.printer }
if (!values.printer) {
  const { farmDataDir, startSims } = await import('../sim/index')
  const count = Number(values.printers)
  if (!Number.isInteger(count) || count < 1) throw new Error(`Invalid --printers: ${values.printers}`)
  const dataDir = path.resolve(values.data ?? path.join(os.homedir(), '.stratum', 'printer'))
  // The dashboard served below may always call its printer, whatever moonraker.conf's cors_domains say.
  const corsOrigins = [`http://${publicHost}:${values.port}`]
  const seedHistory = Math.max(0, Math.floor(Number(values['seed-history'])) || 0)
  const sims = await startSims(count, { port: simPort, host, dataDir, timeScale: Number(values['time-scale']), seedHistory, corsOrigins })
  const urls = sims.map((sim) => `http://${publicHost}:${sim.port}`)
  for (const sim of sims) stops.push(() => sim.stop())
  urls.forEach((url, i) => console.log(`Virtual printer: ${url} (data in ${farmDataDir(dataDir, count, i + 1)})`))
  config = { apiUrl: urls[0], endpoints: urls }
}

const server = await serveDist({ dist: path.join(ROOT, 'dist'), port: Number(values.port), host, config })
stops.push(() => server.close())
console.log(`\nStratum is running at http://${publicHost}:${server.port}\nPress Ctrl-C to stop.`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  console.log('\nStopping…')
  await Promise.allSettled(stops.map((s) => s()))
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
