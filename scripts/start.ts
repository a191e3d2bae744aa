/**
 * `npm start`: the dashboard plus the built-in virtual printer (or a real Moonraker with --printer).
 * Flags: --port N (dashboard, 8080), --sim-port N (virtual printer, 7125), --printer URL, --host ADDR
 * (127.0.0.1), --data DIR (the virtual printer's data folder), --time-scale N, --seed-history N (past
 * jobs the virtual printer invents when its history is empty; 36, 0 for none).
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
  },
})

const ROOT = path.resolve(import.meta.dirname, '..')
const host = values.host!
const simPort = Number(values['sim-port'])
/** The address browsers use to reach this machine. */
const publicHost = host === '0.0.0.0' || host === '::' ? os.hostname() : host

buildIfStale()

const stops: (() => Promise<void>)[] = []
let apiUrl = values.printer
if (!apiUrl) {
  const { startSim } = await import('../sim/index')
  const dataDir = path.resolve(values.data ?? path.join(os.homedir(), '.stratum', 'printer'))
  // The dashboard served below may always call its printer, whatever moonraker.conf's cors_domains say.
  const corsOrigins = [`http://${publicHost}:${values.port}`]
  const sim = await startSim({ port: simPort, host, dataDir, timeScale: Number(values['time-scale']), seedHistory: Math.max(0, Math.floor(Number(values['seed-history'])) || 0), corsOrigins })
  stops.push(() => sim.stop())
  apiUrl = `http://${publicHost}:${sim.port}`
  console.log(`Virtual printer: ${apiUrl} (data in ${dataDir})`)
}

const server = await serveDist({ dist: path.join(ROOT, 'dist'), port: Number(values.port), host, config: { apiUrl } })
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
