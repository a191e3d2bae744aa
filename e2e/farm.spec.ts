import type { Page } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startSim } from '../sim/index'
import { expect, simOnly, test, waitForReady } from './fixtures'
import { PrinterClient } from './printer-client'

/**
 * The farm: three virtual printers, the first the active one. Each card follows its own printer live,
 * an action reaches only the printers it names, a file goes to several at once with each printer's
 * answer on its own, and a printer that goes away and comes back disturbs no other.
 */

const SAMPLE = 'quick_test_square_0.2mm_PLA_2m.gcode'
const LONG = 'boat_x4_0.2mm_PLA_33m.gcode'

interface FarmPrinter {
  name: string
  url: string
  api: PrinterClient
  dataDir: string
  port: number
  stop(): Promise<void>
}

async function startPrinter(name: string, dataDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-farm-')), port = 0): Promise<FarmPrinter> {
  // Slow enough that a print is still running when the test looks at it.
  const sim = await startSim({ port, dataDir, timeScale: 20, seedHistory: 0, seedCamera: false })
  const api = new PrinterClient(sim.url)
  await expect.poll(async () => (await api.serverInfo().catch(() => null))?.klippy_state, { timeout: 20_000 }).toBe('ready')
  await api.post('/server/database/item', { namespace: 'fluidd', key: 'uiSettings.general.instanceName', value: name })
  return { name, url: sim.url, api, dataDir, port: Number(new URL(sim.url).port), stop: () => sim.stop() }
}

const card = (page: Page, p: FarmPrinter) => page.locator(`[data-testid="farm-card"][data-printer="${p.url}/"]`)
const printState = async (p: FarmPrinter) => (await p.api.query<{ state: string }>('print_stats')).state

test.describe('farm', () => {
  simOnly()
  let printers: FarmPrinter[] = []

  test.beforeEach(async ({ page, dashboard }) => {
    printers = await Promise.all(['alpha', 'bravo', 'charlie'].map((n) => startPrinter(n)))
    // The host's config.json lists the farm, as `npm start -- --printers 3` serves it: a new user finds the farm in the navigation.
    dashboard.config = { apiUrl: printers[0].url, endpoints: printers.map((p) => p.url) }
    await page.goto(dashboard.url)
    await waitForReady(page)
    await page.getByRole('link', { name: 'Farm' }).click()
    await expect(page.getByTestId('farm-card')).toHaveCount(3)
  })

  test.afterEach(async () => {
    await Promise.all(printers.map((p) => p.stop().catch(() => undefined)))
    for (const p of printers) rmSync(p.dataDir, { recursive: true, force: true })
  })

  test('a print on the second printer shows live on its card, and its card pauses that printer only', async ({ page }) => {
    const [alpha, bravo, charlie] = printers
    await expect(card(page, bravo)).toContainText('bravo')
    await bravo.api.post(`/printer/print/start?filename=${LONG}`)
    await expect(card(page, bravo)).toHaveAttribute('data-state', 'printing', { timeout: 20_000 })
    await expect(card(page, bravo).getByTestId('farm-file')).toHaveText(LONG)
    const progress = card(page, bravo).getByTestId('farm-progress')
    const first = Number(await progress.getAttribute('data-value'))
    await expect.poll(async () => Number(await progress.getAttribute('data-value')), { timeout: 30_000 }).toBeGreaterThan(first)
    await expect(card(page, bravo).getByTestId('farm-temperatures')).toContainText('/')
    await expect(card(page, alpha)).toHaveAttribute('data-state', /idle|ready|standby/)

    await card(page, bravo).getByRole('button', { name: 'Pause · bravo' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('bravo')
    await dialog.getByRole('button', { name: 'Pause' }).click()
    await expect.poll(() => printState(bravo), { timeout: 20_000 }).toBe('paused')
    await expect(card(page, bravo)).toHaveAttribute('data-state', 'paused', { timeout: 10_000 })
    expect(await printState(alpha)).toBe('standby')
    expect(await printState(charlie)).toBe('standby')

    // Opening bravo from its card makes it the active printer on the connection its card already had.
    const opened: string[] = []
    page.on('websocket', (ws) => opened.push(ws.url()))
    await card(page, bravo).getByRole('button', { name: 'Open bravo' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId('printer-status-state')).toHaveText('Paused', { timeout: 20_000 })
    await expect(page.getByRole('banner')).toContainText('bravo')
    expect(opened.filter((u) => u.includes(`:${bravo.port}/`))).toEqual([])
    // alpha, the printer left, now has a light session of its own.
    expect(opened.filter((u) => u.includes(`:${alpha.port}/`))).toHaveLength(1)
  })

  test('send to selected prints the file on two printers and reports the third that refuses it', async ({ page }) => {
    const [alpha, bravo, charlie] = printers
    // Charlie is busy with a print of its own: it takes the file but refuses to start it.
    await charlie.api.post(`/printer/print/start?filename=${LONG}`)
    await expect(card(page, charlie)).toHaveAttribute('data-state', 'printing', { timeout: 20_000 })
    await page.getByRole('checkbox', { name: 'Select all shown' }).check()
    await page.getByTestId('farm-toolbar').locator('[data-action="send"]').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('alpha')
    const fileChooser = page.waitForEvent('filechooser')
    await dialog.getByTestId('send-file-input').click()
    await (await fileChooser).setFiles({ name: 'farm_part.gcode', mimeType: 'text/plain', buffer: Buffer.from(await readSample(alpha)) })
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const row = (p: FarmPrinter) => dialog.locator(`[data-testid="send-row"][data-printer="${p.url}/"]`)
    await expect(row(alpha)).toHaveAttribute('data-phase', 'done', { timeout: 30_000 })
    await expect(row(bravo)).toHaveAttribute('data-phase', 'done')
    await expect(row(charlie)).toHaveAttribute('data-phase', 'failed')
    await expect(row(charlie)).toContainText(/print|busy|already/i)
    await expect.poll(() => alpha.api.query<{ filename: string }>('print_stats').then((s) => s.filename), { timeout: 20_000 }).toBe('farm_part.gcode')
    await expect.poll(() => bravo.api.query<{ filename: string }>('print_stats').then((s) => s.filename)).toBe('farm_part.gcode')
    expect((await charlie.api.query<{ filename: string }>('print_stats')).filename).toBe(LONG)
    // The file reached charlie all the same: only the start was refused.
    const files = await charlie.api.get<{ path: string }[]>('/server/files/list?root=gcodes')
    expect(files.map((f) => f.path)).toContain('farm_part.gcode')
  })

  test('a printer killed and restarted comes back on its own; the others never stop', async ({ page }) => {
    const [alpha, bravo, charlie] = printers
    await expect(card(page, charlie)).not.toHaveAttribute('data-state', 'connecting', { timeout: 20_000 })
    await charlie.stop()
    await expect(card(page, charlie)).toHaveAttribute('data-state', 'offline', { timeout: 20_000 })
    await expect(card(page, charlie).getByTestId('farm-since')).toContainText('Offline since')
    // The others keep their live readings while charlie is away.
    await bravo.api.post(`/printer/print/start?filename=${SAMPLE}`)
    await expect(card(page, bravo)).toHaveAttribute('data-state', 'printing', { timeout: 20_000 })
    await expect(card(page, alpha)).not.toHaveAttribute('data-state', 'offline')
    printers[2] = await startPrinter('charlie', charlie.dataDir, charlie.port)
    await expect(card(page, charlie)).toHaveAttribute('data-state', /idle|ready|standby/, { timeout: 40_000 })
    await expect(card(page, charlie)).toContainText('charlie')
  })
})

async function readSample(p: FarmPrinter): Promise<string> {
  const res = await fetch(`${p.url}/server/files/gcodes/${SAMPLE}`)
  return res.text()
}
