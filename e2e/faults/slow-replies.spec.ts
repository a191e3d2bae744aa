import { expect, simOnly, test, waitForReady } from '../fixtures'
import { browser, openPage, row } from '../files-helpers'

test.beforeEach(() => simOnly())

test('every reply 1.5 s late: the connection holds, the half-filled dialog and the typed command both reach the printer', async ({ app, dashboard, printer }) => {
  await openPage(app, dashboard.url, '/jobs')
  await waitForReady(app)
  const jobs = browser(app, 'jobs-page')
  await jobs.getByRole('button', { name: 'Add' }).click()
  await app.getByRole('menuitem', { name: 'New folder' }).click()
  // Work in progress: a name typed in the New folder dialog.
  await app.getByTestId('name-input').fill('slow-parts')

  await printer.api.post('/sim/fault', { flag: 'slow-replies', enabled: true })
  await app.getByRole('button', { name: 'Save' }).click()
  await expect(row(jobs, 'slow-parts')).toBeVisible()
  const listing = await printer.api.get<{ dirs: { dirname: string }[] }>('/server/files/directory?path=gcodes')
  expect(listing.dirs.map((d) => d.dirname)).toContain('slow-parts')

  // Slow is not dead: across two keepalive rounds the page never shows the printer as gone.
  await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Console' }).click()
  const input = app.getByTestId('console-page').getByTestId('console-input')
  await expect(input).toBeVisible({ timeout: 20_000 })
  await input.fill('M140 S50')
  await input.press('Enter')
  await expect.poll(async () => (await printer.api.query<{ target: number }>('heater_bed')).target, { timeout: 15_000 }).toBe(50)
  const banner = app.getByTestId('disconnected-banner')
  for (let i = 0; i < 10; i++) {
    await expect(banner).toHaveCount(0)
    await app.waitForTimeout(2000)
  }
  await expect(app.getByTestId('app-ready')).toBeAttached()
  await printer.api.post('/sim/fault', { flag: 'slow-replies', enabled: false })
})
