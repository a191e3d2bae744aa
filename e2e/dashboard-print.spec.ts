import { expect, test } from './fixtures'
import { card, printState, seededGcodes, waitForDashboard } from './dashboard-helpers'

test.use({ simOptions: { timeScale: 20 } })

test('a print shows its status, and pause, resume and cancel reach the printer', async ({ app, printer }) => {
  await waitForDashboard(app)
  const status = card(app, 'printer-status')
  await expect(status).toContainText('No job loaded.', { timeout: 30_000 })

  const [file] = await seededGcodes(printer)
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(file)}`)

  await expect(status).toContainText('Printing', { timeout: 15_000 })
  await expect(status.getByTestId('status-filename')).toHaveText(file)
  const thumbnail = status.getByTestId('status-thumbnail')
  await expect(thumbnail).toBeVisible()
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(status.getByTestId('status-layer')).toHaveText(/^[1-9]\d* \/ [1-9]\d*$/, { timeout: 30_000 })
  await expect(status.getByTestId('status-progress')).toHaveText(/^[1-9]\d*%$/, { timeout: 30_000 })
  // Klipper counts print time from the first extrusion: the reference printer's sample file extrudes
  // nothing (see ensureSampleFiles), so there the print time rightly stays 0s.
  if (printer.sim) await expect(status.getByTestId('status-timer-duration')).not.toHaveText('0s')
  // The shell puts the progress into the page title while printing.
  await expect(app).toHaveTitle(/^\[\d+%\] \| /)

  await status.getByRole('button', { name: 'Pause' }).click()
  await expect.poll(() => printState(printer), { timeout: 20_000 }).toBe('paused')
  await expect(status).toContainText('Paused')

  await status.getByRole('button', { name: 'Resume' }).click()
  await expect.poll(() => printState(printer), { timeout: 20_000 }).toBe('printing')

  await status.getByRole('button', { name: 'Cancel' }).click()
  const dialog = app.getByRole('dialog', { name: 'Cancel print' })
  await expect(dialog).toContainText('Are you sure?')
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect.poll(() => printState(printer), { timeout: 20_000 }).toBe('cancelled')
  await expect(status.getByRole('button', { name: 'Clear file' })).toBeVisible()
  await expect(app).not.toHaveTitle(/^\[\d+%\]/)

  await status.getByRole('button', { name: 'Clear file' }).click()
  await expect.poll(async () => (await printer.api.query<{ filename: string }>('print_stats')).filename).toBe('')
  await expect(status.getByTestId('status-filename')).toHaveCount(0)
})

test.describe('reprint', () => {
  test.use({ simOptions: { timeScale: 100 } })

  test('the reprint tab prints a recent job again', async ({ app, printer }) => {
    await waitForDashboard(app)
    const files = await seededGcodes(printer)
    const file = files[files.length - 1]
    await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(file)}`)
    await expect.poll(() => printState(printer), { timeout: 30_000 }).toBe('complete')

    const status = card(app, 'printer-status')
    await status.getByRole('tab', { name: 'Reprint' }).click()
    const jobs = async () => (await printer.api.get<{ job_totals: { total_jobs: number } }>('/server/history/totals')).job_totals.total_jobs
    // A real printer keeps the jobs of earlier runs: one more job than before the click.
    const before = await jobs()
    expect(before).toBeGreaterThanOrEqual(1)
    // Enabled once the printer is idle again (a real toolhead finishes its last moves after the file ends).
    const again = status.getByRole('button', { name: `Print ${file} again` })
    await expect(again).toBeEnabled({ timeout: 30_000 })
    await again.click()
    await expect.poll(jobs, { timeout: 20_000 }).toBe(before + 1)
  })
})
