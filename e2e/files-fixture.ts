import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startSim } from '../sim/index'
import { FakeKlippy } from '../sim/server/testing/fake-klippy'
import { PrinterClient } from './printer-client'
import { expect, test as base, waitForReady } from './fixtures'

// TEMPORARY while sim/klippy is being written: a stand-in Klipper.
export const test = process.env.FILES_FAKE_KLIPPY
  ? base.extend({
      printer: async ({ simOptions }, provide) => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-e2e-'))
        const sim = await startSim({ port: 0, dataDir, timeScale: 20, faults: simOptions.faults }, { createKlippy: (o) => new FakeKlippy(o) })
        await provide({ sim, url: sim.url, dataDir, api: new PrinterClient(sim.url) })
        await sim.stop()
        rmSync(dataDir, { recursive: true, force: true })
      },
    })
  : base
export { expect, waitForReady }
