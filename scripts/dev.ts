/** `npm run dev`: Vite's dev server with hot reload, against the virtual printer. */
import os from 'node:os'
import path from 'node:path'
import { writeFileSync } from 'node:fs'
import { createServer } from 'vite'
import { startSim } from '../sim/index'

const ROOT = path.resolve(import.meta.dirname, '..')
const sim = await startSim({ port: 7125, host: '127.0.0.1', dataDir: path.join(os.homedir(), '.stratum', 'printer'), timeScale: 1 })
// The dev server serves public/ as the site root; its config.json points at the virtual printer.
writeFileSync(path.join(ROOT, 'public', 'config.json'), JSON.stringify({ apiUrl: sim.url }, null, 2))
const vite = await createServer({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts') })
await vite.listen()
vite.printUrls()
const stop = async () => {
  await vite.close()
  await sim.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
