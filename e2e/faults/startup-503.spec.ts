import { expect, simOnly, test, waitForReady } from '../fixtures'

test.beforeEach(() => simOnly())

/** Page time runs on Playwright's clock, so the backoff waits take no real time. */
test('a 503 from the proxy at start-up: the screen shows it and counts down, then the deep-linked page opens with the printer-kept history', async ({ page, dashboard, printer }) => {
  // Work the user did before: commands in the console history, kept on the printer.
  await printer.api.post('/server/database/item', { namespace: 'fluidd', key: 'console', value: { commandHistory: ['M140 S45', 'G28'] } })
  dashboard.config = { apiUrl: printer.url }
  printer.sim!.outage('unavailable', 0)
  await page.clock.install()
  await page.goto(`${dashboard.url}/console`)

  const screen = page.getByTestId('disconnected-screen')
  await expect(screen.getByTestId('disconnected-reason')).toHaveText('503 Service Unavailable')
  await expect(screen.getByTestId('disconnected-countdown')).toHaveText(/^Next attempt in [12] s$/)
  await expect(screen.getByRole('button', { name: 'Reconnect now' })).toBeVisible()
  await page.clock.fastForward(2000)
  await expect(screen.getByTestId('disconnected-countdown')).toHaveText(/^Next attempt in [34] s$/)
  await expect(screen.getByTestId('disconnected-reason')).toHaveText('503 Service Unavailable')

  // Moonraker is back behind the proxy; the next attempt, on its own, gets through.
  printer.sim!.endOutage()
  await page.clock.fastForward(4000)
  await waitForReady(page)
  await expect(page.getByTestId('disconnected-screen')).toHaveCount(0)
  await expect(page).toHaveURL(/\/console$/)
  const input = page.getByTestId('console-page').getByTestId('console-input')
  await input.press('ArrowUp')
  await expect(input).toHaveValue('M140 S45')
  await input.press('Enter')
  await expect.poll(async () => (await printer.api.query<{ target: number }>('heater_bed')).target).toBe(45)
})
