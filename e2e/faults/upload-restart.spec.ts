import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, simOnly, test, waitForReady } from '../fixtures'
import { browser, dropFiles, openPage, row } from '../files-helpers'

test.beforeEach(() => simOnly())

const setFault = (url: string, flag: string, enabled: boolean) =>
  fetch(`${url}/sim/fault`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ flag, enabled }) })

/** The same switch, tried until the restarting printer answers again. */
async function setFaultWhenBack(url: string, flag: string, enabled: boolean): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await setFault(url, flag, enabled).catch(() => null)
    if (res?.ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`the printer did not come back to switch ${flag}`)
}

const text = (s: string) => Buffer.from(s).toString('base64')

test('Moonraker restarts mid-upload: the cut file stays as failed with Retry, the files behind it go on after the reconnect, and leaving asks first', async ({ app, dashboard, printer }) => {
  await openPage(app, dashboard.url, '/jobs')
  await waitForReady(app)
  const jobs = browser(app, 'jobs-page')
  await expect(jobs.getByTestId('file-row').first()).toBeVisible()
  // A real click first: browsers ask before unloading only a page the user has interacted with.
  await jobs.getByTestId('file-browser').click({ position: { x: 5, y: 5 } })

  // The printer holds its answer back, so the 30 MB upload is still running when Moonraker restarts.
  await setFault(printer.url, 'hold-uploads', true)
  const big = 'cut_by_restart.gcode'
  const queued = ['queued_first.gcode', 'queued_second.gcode']
  await dropFiles(app, jobs.getByTestId('file-browser'), [
    { name: big, generatedBytes: 30 * 1024 * 1024 },
    ...queued.map((name) => ({ name, base64: text(`; ${name}\nG28\n`) })),
  ])
  const transfer = (name: string) => app.getByTestId('transfer').filter({ hasText: name })
  await expect(transfer(big).getByTestId('transfer-status')).toHaveText(/^\d+ %$/)

  // Closing the tab now would lose three uploads: the browser asks, and the user stays.
  const asked = app.waitForEvent('dialog')
  await app.close({ runBeforeUnload: true })
  const dialog = await asked
  expect(dialog.type()).toBe('beforeunload')
  await dialog.dismiss()
  expect(app.isClosed()).toBe(false)

  // Restart while the upload is still held back. The switch goes off only once the restart has cut
  // the upload (switched off earlier, the old server could still answer it), so the files behind it
  // go through after the reconnect.
  await printer.api.post('/server/restart')

  // The cut upload says what happened and offers Retry; the two behind it reach the printer once it is back.
  await expect(transfer(big)).toHaveAttribute('data-state', 'failed', { timeout: 15_000 })
  await setFaultWhenBack(printer.url, 'hold-uploads', false)
  await expect(transfer(big).getByTestId('transfer-status')).toHaveText('Failed: the connection to the printer was lost')
  await waitForReady(app)
  for (const name of queued) await expect(row(jobs, name)).toBeVisible({ timeout: 15_000 })
  await expect(transfer(big)).toHaveAttribute('data-state', 'failed')
  // Nothing half-written is left of the cut file.
  expect(existsSync(path.join(printer.dataDir, 'gcodes', big))).toBe(false)

  await transfer(big).getByRole('button', { name: 'Retry' }).click()
  await expect(row(jobs, big)).toBeVisible({ timeout: 30_000 })
  await expect(transfer(big)).toHaveCount(0)

  const listing = await printer.api.get<{ files: { filename: string; size: number }[] }>('/server/files/directory?path=gcodes')
  const sizes = new Map(listing.files.map((f) => [f.filename, f.size]))
  expect(sizes.get(big)).toBe(30 * 1024 * 1024)
  for (const name of queued) expect(sizes.get(name)).toBe(`; ${name}\nG28\n`.length)
})

test('files dropped while the printer is away wait for it, and can be cancelled while they wait', async ({ app, dashboard, printer }) => {
  await openPage(app, dashboard.url, '/jobs')
  await waitForReady(app)
  const jobs = browser(app, 'jobs-page')
  await expect(jobs.getByTestId('file-row').first()).toBeVisible()

  printer.sim!.outage('down', 0)
  await expect(app.getByTestId('disconnected-banner')).toBeVisible()
  // The list the user was looking at stays while the printer is away.
  await expect(jobs.getByTestId('file-row').first()).toBeVisible()
  await expect(jobs.getByText('gcodes root is not available')).toHaveCount(0)
  await dropFiles(app, jobs.getByTestId('file-browser'), [
    { name: 'while_away.gcode', base64: text('G28\n') },
    { name: 'not_wanted.gcode', base64: text('G28\n') },
  ])
  const transfer = (name: string) => app.getByTestId('transfer').filter({ hasText: name })
  await expect(transfer('while_away.gcode').getByTestId('transfer-status')).toHaveText('Waiting for the printer')
  await expect(transfer('while_away.gcode')).toHaveAttribute('data-state', 'waiting')
  await transfer('not_wanted.gcode').getByRole('button', { name: 'Cancel transfer' }).click()
  await expect(transfer('not_wanted.gcode')).toHaveCount(0)

  printer.sim!.endOutage()
  await app.getByTestId('disconnected-banner').getByRole('button', { name: 'Reconnect now' }).click()
  await waitForReady(app)
  await expect(row(jobs, 'while_away.gcode')).toBeVisible({ timeout: 15_000 })
  const listing = await printer.api.get<{ files: { filename: string }[] }>('/server/files/directory?path=gcodes')
  const names = listing.files.map((f) => f.filename)
  expect(names).toContain('while_away.gcode')
  expect(names).not.toContain('not_wanted.gcode')
})
