import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, waitForReady } from './fixtures'
import { browser, dropFiles, openPage, row } from './files-helpers'

const setFault = (url: string, flag: string, enabled: boolean) =>
  fetch(`${url}/sim/fault`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ flag, enabled }) })

test('cancelling an upload midway leaves no partial file on the printer', async ({ app, dashboard, printer }) => {
  await openPage(app, dashboard.url, '/jobs')
  await waitForReady(app)
  const jobs = browser(app, 'jobs-page')
  await expect(jobs.getByTestId('file-row').first()).toBeVisible()

  // The printer holds replies back, so the 30 MB upload stalls part of the way through.
  await setFault(printer.url, 'slow-replies', true)
  const name = 'big_cancel_me.gcode'
  await dropFiles(app, jobs.getByTestId('file-browser'), [{ name, generatedBytes: 30 * 1024 * 1024 }])
  const transfer = app.getByTestId('transfer').filter({ hasText: name })
  await expect(transfer).toBeVisible()
  await expect(transfer.getByTestId('transfer-status')).toHaveText(/^\d+ %$/)
  await expect(transfer).toContainText(/kB\/s|MB\/s|GB\/s/)
  const percent = Number((await transfer.getByTestId('transfer-status').textContent())?.replace(/\D/g, ''))
  expect(percent).toBeLessThan(100)

  await transfer.getByRole('button', { name: 'Cancel transfer' }).click()
  await expect(transfer).toHaveCount(0)
  await setFault(printer.url, 'slow-replies', false)

  // Give the server time to see the aborted request, then look on disk and through the API.
  await app.waitForTimeout(2500)
  expect(existsSync(path.join(printer.dataDir, 'gcodes', name))).toBe(false)
  expect(readdirSync(path.join(printer.dataDir, 'gcodes'))).not.toContain(name)
  const listing = await printer.api.get<{ files: { filename: string }[] }>('/server/files/directory?path=gcodes')
  expect(listing.files.map((f) => f.filename)).not.toContain(name)
  await expect(row(jobs, name)).toHaveCount(0)
})

test('several dropped files upload one by one and none of them prints', async ({ app, dashboard, printer }) => {
  await openPage(app, dashboard.url, '/jobs')
  await waitForReady(app)
  const jobs = browser(app, 'jobs-page')
  await expect(jobs.getByTestId('file-row').first()).toBeVisible()
  await dropFiles(app, jobs.getByTestId('file-browser'), [
    { name: 'multi_a.gcode', generatedBytes: 2000 },
    { name: 'multi_b.gcode', generatedBytes: 3000 },
  ])
  await expect(row(jobs, 'multi_a.gcode')).toBeVisible()
  await expect(row(jobs, 'multi_b.gcode')).toBeVisible()
  const stats = await printer.api.query<{ state: string }>('print_stats')
  expect(stats.state).not.toBe('printing')
})

test('Upload & print uploads one file and starts printing it', async ({ app, dashboard, printer }) => {
  await openPage(app, dashboard.url, '/jobs')
  await waitForReady(app)
  const jobs = browser(app, 'jobs-page')
  await expect(jobs.getByTestId('file-row').first()).toBeVisible()
  await jobs.getByRole('button', { name: 'Add' }).click()
  await expect(app.getByRole('menuitem', { name: 'Upload & print' })).toBeEnabled()
  await app.keyboard.press('Escape')
  const gcode = ['G28', ...Array.from({ length: 400 }, (_, i) => `G1 X${10 + (i % 50)} Y${10 + (i % 40)} F3000`)].join('\n')
  await jobs.getByTestId('upload-print-input-gcodes').setInputFiles({ name: 'upload_and_print.gcode', mimeType: 'text/plain', buffer: Buffer.from(gcode) })
  await expect.poll(async () => (await printer.api.query<{ filename: string }>('print_stats')).filename, { timeout: 20_000 }).toBe('upload_and_print.gcode')
  await expect(row(jobs, 'upload_and_print.gcode')).toBeVisible()
})

test('Download saves the file; a cancelled download says User cancelled.', async ({ app, dashboard, printer }) => {
  await openPage(app, dashboard.url, '/jobs')
  await waitForReady(app)
  const jobs = browser(app, 'jobs-page')
  const listing = await printer.api.get<{ files: { filename: string; size: number }[] }>('/server/files/directory?path=gcodes')
  const file = listing.files.find((f) => f.filename.endsWith('.gcode'))!

  const download = app.waitForEvent('download')
  await row(jobs, file.filename).click({ button: 'right' })
  await app.getByRole('menuitem', { name: 'Download' }).click()
  expect((await download).suggestedFilename()).toBe(file.filename)
  await expect(app.getByTestId('transfer')).toHaveCount(0)

  // The printer holds the reply back, so there is time to cancel.
  await setFault(printer.url, 'slow-replies', true)
  await row(jobs, file.filename).click({ button: 'right' })
  await app.getByRole('menuitem', { name: 'Download' }).click()
  const transfer = app.getByTestId('transfer').filter({ hasText: file.filename })
  await expect(transfer).toHaveAttribute('data-kind', 'download')
  await transfer.getByRole('button', { name: 'Cancel transfer' }).click()
  await expect(app.getByText('User cancelled.')).toBeVisible()
  await expect(transfer).toHaveCount(0)
  await setFault(printer.url, 'slow-replies', false)
})
