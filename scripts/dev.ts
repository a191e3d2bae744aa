/**
 * `npm run dev`: Vite's dev server with hot reload, against the virtual printer (or a real one).
 * Flags: --sim-port N (7125), --printer URL, --data DIR, --time-scale N.
 */
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createServer } from 'vite'

const { values } = parseArgs({
  options: {
    'sim-port': { type: 'string', default: '7125' },
    printer: { type: 'string' },
    data: { type: 'string' },
    'time-scale': { type: 'string', default: '1' },
  },
})

const ROOT = path.resolve(import.meta.dirname, '..')
let apiUrl = values.printer
let stopSim = async () => {}
if (!apiUrl) {
  const { startSim } = await import('../sim/index')
  const dataDir = path.resolve(values.data ?? path.join(os.homedir(), '.stratum', 'printer'))
  const sim = await startSim({ port: Number(values['sim-port']), host: '127.0.0.1', dataDir, timeScale: Number(values['time-scale']) })
  apiUrl = sim.url
  stopSim = () => sim.stop()
}
// The build ships public/config.json as {}; the dev server answers it with the printer's URL instead,
// so the committed file is never rewritten.
const devConfig = JSON.stringify({ apiUrl })
const vite = await createServer({
  root: ROOT,
  configFile: path.join(ROOT, 'vite.config.ts'),
  plugins: [
    {
      name: 'stratum-dev-config',
      configureServer(server) {
        server.middlewares.use((req, res, next) => {
          if (!req.url?.startsWith('/config.json')) return next()
          res.setHeader('Content-Type', 'application/json; charset=utf-8')
          res.setHeader('Cache-Control', 'no-store')
          res.end(devConfig)
        })
      },
    },
  ],
})
await vite.listen()
vite.printUrls()
const stop = async () => {
  await vite.close()
  await stopSim()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
