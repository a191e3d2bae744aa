/**
 * Runs the sim in its own process for CPU measurements, so the measuring clients do not
 * count against it. Prints the URL on stdout once listening.
 *   node --import tsx sim/server/testing/perf-child.ts DATA_DIR [fake]
 */
import { startSim } from '../../index'
import { createFakeKlippy } from './fake-klippy'

const [dataDir, mode] = process.argv.slice(2)
const sim = await startSim({ port: 0, dataDir, timeScale: 1 }, mode === 'fake' ? { createKlippy: createFakeKlippy } : {})
process.stdout.write(`${sim.url}\n`)
process.on('SIGTERM', () => {
  void sim.stop().then(() => process.exit(0))
})
