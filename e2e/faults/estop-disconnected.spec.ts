import { expect, simOnly, test, waitForReady } from '../fixtures'

test.beforeEach(() => simOnly())

test('the emergency stop without a connection says plainly that nothing was sent; with the printer back it stops it', async ({ page, dashboard, printer }) => {
  dashboard.config = { apiUrl: printer.url }
  await page.clock.install()
  await page.goto(dashboard.url)
  await waitForReady(page)
  const estop = page.getByRole('button', { name: 'Emergency stop' })
  await expect(estop).toBeVisible()

  // The page's time stands still: the socket's next attempt waits until the test lets it run.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  await printer.api.post('/sim/fault', { flag: 'drop-sockets', enabled: true })
  const banner = page.getByTestId('disconnected-banner')
  await expect(banner).toBeVisible()
  // The button shows it cannot work now: an outline, no longer filled.
  await expect(estop).toHaveAttribute('data-variant', 'outline')
  await estop.click()
  const said = page.getByRole('alert').filter({ hasText: 'Emergency stop not sent' })
  await expect(said).toBeVisible()
  await expect(said).toContainText('No connection to the printer. To stop it now, switch off its power.')
  expect((await printer.api.serverInfo()).klippy_state).toBe('ready')

  // The socket comes back: the refused stop was not kept to be sent late, and the notice goes.
  await page.clock.resume()
  await waitForReady(page)
  await expect(banner).toHaveCount(0)
  await expect(said).toHaveCount(0)
  await expect(estop).toHaveAttribute('data-variant', 'filled')
  expect((await printer.api.serverInfo()).klippy_state).toBe('ready')

  // It works again at once.
  await estop.click()
  await expect.poll(async () => (await printer.api.serverInfo()).klippy_state).toBe('shutdown')
})
