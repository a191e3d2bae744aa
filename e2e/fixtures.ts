import { test as base, expect, type Page } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startSim } from '../sim/index'
import { serveDist, type DistServer } from '../scripts/serve-dist'
import { PrinterClient } from './printer-client'

export interface SimOptions {
  timeScale?: number
  auth?: boolean
  users?: { username: string; password: string }[]
  faults?: string[]
  /** Past jobs in the printer's history at start (none unless a test asks). */
  seedHistory?: number
}

type RunningSim = Awaited<ReturnType<typeof startSim>>

export interface Printer {
  sim: RunningSim
  url: string
  dataDir: string
  /** Reads the printer back through its API, as any client would. */
  api: PrinterClient
}

interface Fixtures {
  simOptions: SimOptions
  printer: Printer
  /** The dashboard page, loaded and connected to `printer`. */
  app: Page
}

interface WorkerFixtures {
  dashboard: DistServer
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  simOptions: [{ timeScale: 20 }, { option: true }],
  dashboard: [
    async ({}, use) => {
      const server = await serveDist({ dist: path.resolve(import.meta.dirname, '..', 'dist'), port: 0, config: {} })
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  printer: async ({ simOptions }, use) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-e2e-'))
    const sim = await startSim({ port: 0, dataDir, timeScale: simOptions.timeScale ?? 20, auth: simOptions.auth, users: simOptions.users, faults: simOptions.faults, seedHistory: simOptions.seedHistory })
    await use({ sim, url: sim.url, dataDir, api: new PrinterClient(sim.url, simOptions.users?.[0]) })
    await sim.stop()
    rmSync(dataDir, { recursive: true, force: true })
  },
  app: async ({ page, dashboard, printer }, use) => {
    dashboard.config = { apiUrl: printer.url }
    await page.goto(dashboard.url)
    await use(page)
  },
})

export { expect }

/** Waits until the dashboard shows a connected, ready printer. */
export async function waitForReady(page: Page): Promise<void> {
  await expect(page.getByTestId('app-ready')).toBeAttached({ timeout: 20_000 })
}
