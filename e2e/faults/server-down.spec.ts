import { expect, simOnly, test, waitForReady } from '../fixtures'
import { row } from '../files-helpers'

test.beforeEach(() => simOnly())

/** Page time runs on Playwright's clock, so the 20 s outage and its growing waits take no real 20 s. */
test('the printer host away for 20 s: the wait grows, Reconnect now tries at once, and the half-filled dialog is still there to finish', async ({ page, dashboard, printer }) => {
  dashboard.config = { apiUrl: printer.url }
  await page.clock.install()
  await page.goto(`${dashboard.url}/jobs`)
  await waitForReady(page)
  const jobs = page.getByTestId('jobs-page')
  await jobs.getByRole('button', { name: 'Add' }).click()
  await page.getByRole('menuitem', { name: 'New folder' }).click()
  const name = page.getByTestId('name-input')
  // Work in progress: a name half typed in the New folder dialog.
  await name.fill('after-the-reb')

  printer.sim!.outage('down', 0)
  const banner = page.getByTestId('disconnected-banner')
  const countdown = banner.getByTestId('disconnected-countdown')
  await expect(countdown).toHaveText(/^Next attempt in [12] s$/)
  // Nobody answers: 2 s, then 4, then 8, then 16 between attempts.
  await page.clock.fastForward(2000)
  await expect(countdown).toHaveText(/^Next attempt in [34] s$/)
  await page.clock.fastForward(4000)
  await expect(countdown).toHaveText(/^Next attempt in [5-8] s$/)
  await page.clock.fastForward(8000)
  await expect(countdown).toHaveText(/^Next attempt in (9|1[0-6]) s$/)
  // The user does not wait: Reconnect now tries at once, fails, and the wait grows again.
  await banner.getByRole('button', { name: 'Reconnect now' }).click()
  await expect(countdown).toHaveText(/^Next attempt in (1[7-9]|2\d|30) s$/)
  await page.clock.fastForward(6000)
  await expect(page.getByTestId('name-input')).toHaveValue('after-the-reb')

  // Twenty seconds on, the host is back; Reconnect now brings the page back at once.
  printer.sim!.endOutage()
  await banner.getByRole('button', { name: 'Reconnect now' }).click()
  await waitForReady(page)
  await expect(banner).toHaveCount(0)
  await expect(name).toHaveValue('after-the-reb')
  await name.click()
  await name.press('End')
  await name.pressSequentially('oot')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(row(jobs, 'after-the-reboot')).toBeVisible()
  const listing = await printer.api.get<{ dirs: { dirname: string }[] }>('/server/files/directory?path=gcodes')
  expect(listing.dirs.map((d) => d.dirname)).toContain('after-the-reboot')
})
