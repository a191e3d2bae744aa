import type { Page } from '@playwright/test'
import { expect, simOnly, test, waitForReady } from '../fixtures'
import type { Printer } from '../fixtures'

test.beforeEach(() => simOnly())
test.use({ simOptions: { timeScale: 20, seedHistory: 6 } })
test.describe.configure({ timeout: 120_000 })

interface Job {
  job_id: string
}

const jobs = async (printer: Printer) => (await printer.api.get<{ jobs: Job[] }>('/server/history/list?limit=0')).jobs
const row = (app: Page, jobId: string) => app.locator(`[data-testid="history-row"][data-job-id="${jobId}"]`)
const totalJobs = (app: Page) => app.getByTestId('total-total_jobs').getByTestId('total-value')

/**
 * History open with its rows and totals; then the printer changes both in ways Moonraker never announces
 * (a job deleted, the totals reset), so only a request sent after the return can show them.
 */
async function openHistoryThenChangeIt(app: Page, printer: Printer): Promise<string> {
  await app.goto(new URL('/history', app.url()).href)
  await waitForReady(app)
  const [gone, kept] = await jobs(printer)
  await expect(row(app, gone.job_id)).toBeVisible({ timeout: 30_000 })
  await expect(totalJobs(app)).toHaveText('6')
  await printer.api.delete(`/server/history/job?uid=${gone.job_id}`)
  await printer.api.post('/server/history/reset_totals')
  // Nothing told the page: it still shows the job and the old totals.
  await app.waitForTimeout(500)
  await expect(row(app, gone.job_id)).toBeVisible()
  await expect(totalJobs(app)).toHaveText('6')
  return kept.job_id
}

async function expectReloaded(app: Page, printer: Printer, kept: string): Promise<void> {
  await waitForReady(app)
  await expect(app.getByTestId('disconnected-banner')).toHaveCount(0)
  // No click: the rows and totals the page shows were asked for again when the printer came back.
  await expect(app.getByTestId('history-row')).toHaveCount(5, { timeout: 15_000 })
  await expect(row(app, kept)).toBeVisible()
  await expect(totalJobs(app)).toHaveText('0')
  expect(await jobs(printer)).toHaveLength(5)
}

test('History open through a dropped socket: rows and totals stay on screen, then show the printer as it is now', async ({ app, printer }) => {
  const kept = await openHistoryThenChangeIt(app, printer)
  await printer.api.post('/sim/fault', { flag: 'drop-sockets', enabled: true })
  await expect(app.getByTestId('disconnected-banner')).toBeVisible()
  // Away: what was shown stays (no "Loading…", no "–").
  await expect(row(app, kept)).toBeVisible()
  await expect(app.getByTestId('history-empty')).toHaveCount(0)
  await expect(totalJobs(app)).toHaveText('6')
  await expectReloaded(app, printer, kept)
  await app.screenshot({ path: test.info().outputPath('history-after-drop.png') })
})

test('History open through a Moonraker restart: rows and totals show the printer as it is now, without a click', async ({ app, printer }) => {
  const kept = await openHistoryThenChangeIt(app, printer)
  await printer.api.post('/server/restart')
  await expect(app.getByTestId('disconnected-banner')).toBeVisible()
  await expectReloaded(app, printer, kept)
})
