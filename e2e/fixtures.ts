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
  /** Moonraker components to leave out, e.g. ['power', 'timelapse']. */
  without?: ('power' | 'timelapse' | 'spoolman')[]
  /**
   * The sim's own streaming camera (default off: its frames cost every test CPU on a 2-core machine).
   * Tests of cameras, the camera card or the whole dashboard's layout turn it on.
   */
  camera?: boolean
  /**
   * Moonraker's [spoolman] with the sim's built-in Spoolman (default off: with it, a print started
   * from a file asks for a spool first). The Spoolman tests turn it on.
   */
  spoolman?: boolean
}

type RunningSim = Awaited<ReturnType<typeof startSim>>

/**
 * A genuine Moonraker to run against instead of the sim (`npm run e2e:real`). Tests that need the sim
 * itself (its data folder, fault switches, /sim/* endpoints) call `simOnly()` and are skipped then.
 */
export const REAL_PRINTER = process.env.STRATUM_REAL_PRINTER?.replace(/\/$/, '') || null

export interface Printer {
  /** null against a real printer. */
  sim: RunningSim | null
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

/** Waits up to 15 s for Klippy to report ready; a printer that never does is left to the test to notice. */
async function klippyReady(api: PrinterClient): Promise<void> {
  const end = Date.now() + 15_000
  while (Date.now() < end) {
    const info = await api.serverInfo().catch(() => null)
    if (info?.klippy_state === 'ready') return
    await new Promise((r) => setTimeout(r, 100))
  }
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
    if (REAL_PRINTER) {
      const api = new PrinterClient(REAL_PRINTER)
      await api.makeReady()
      await use({ sim: null, url: REAL_PRINTER, dataDir: process.env.STRATUM_REAL_PRINTER_DATA ?? '/opt/realprinter/printer_data', api })
      return
    }
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-e2e-'))
    const sim = await startSim({ port: 0, dataDir, timeScale: simOptions.timeScale ?? 20, auth: simOptions.auth, users: simOptions.users, faults: simOptions.faults, seedHistory: simOptions.seedHistory, without: simOptions.spoolman ? simOptions.without : [...(simOptions.without ?? []), 'spoolman'], seedCamera: simOptions.camera ?? false })
    const api = new PrinterClient(sim.url, simOptions.users?.[0])
    // Klippy comes up a moment after the server answers: a test starts with the printer ready, as a
    // user finds it (a print started at once would be refused with '503 Klippy not ready'). Tests
    // that break the printer on purpose (faults) see it as it starts.
    if (!simOptions.faults) await klippyReady(api)
    await use({ sim, url: sim.url, dataDir, api })
    await sim.stop()
    rmSync(dataDir, { recursive: true, force: true })
  },
  app: async ({ page, dashboard, printer }, use) => {
    dashboard.config = { apiUrl: printer.url }
    // Every test also checks that the Content-Security-Policy blocked nothing the dashboard needs.
    const refused: string[] = []
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && refused.push(m.text()))
    // Only until the dashboard's document arrives: a test that opens another route first then cancels
    // this load before it has parsed and run the app for nothing (a few CPU-seconds per test).
    await page.goto(dashboard.url, { waitUntil: 'commit' })
    await use(page)
    expect(refused, 'requests the Content-Security-Policy refused').toEqual([])
  },
})

export { expect }

/** Skips the calling test against a real printer: it needs the sim's own switches or folders. */
export function simOnly(): void {
  test.skip(Boolean(REAL_PRINTER), 'needs the virtual printer')
}

/** Waits until the dashboard shows a connected, ready printer. */
export async function waitForReady(page: Page): Promise<void> {
  await expect(page.getByTestId('app-ready')).toBeAttached({ timeout: 20_000 })
}

/**
 * Loads the dashboard again, as a reload does. A navigation rather than reload(): the fixture's first
 * load may still be under way, and a reload at that moment can lose its page.
 */
export async function loadAgain(page: Page): Promise<void> {
  await page.goto(page.url())
}
