import { expect, simOnly, test, waitForReady } from '../fixtures'

test.beforeEach(() => simOnly())

test('a dropped socket: the banner counts down, the page comes back, and the typed console command is kept and reaches the printer', async ({ app, printer }) => {
  await waitForReady(app)
  await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Console' }).click()
  await expect(app).toHaveURL(/\/console$/)
  const input = app.getByTestId('console-page').getByTestId('console-input')
  await expect(input).toBeVisible({ timeout: 20_000 })
  // Work in progress: a command typed, not yet sent.
  await input.fill('M140 S45')

  await printer.api.post('/sim/fault', { flag: 'drop-sockets', enabled: true })
  const banner = app.getByTestId('disconnected-banner')
  await expect(banner).toBeVisible()
  await expect(banner.getByTestId('disconnected-countdown')).toHaveText(/^Next attempt in [12] s$/)
  await expect(banner.getByRole('button', { name: 'Reconnect now' })).toBeVisible()
  // The page underneath stays: the console and its input with the text.
  await expect(input).toHaveValue('M140 S45')

  await waitForReady(app)
  await expect(banner).toHaveCount(0)
  await expect(input).toHaveValue('M140 S45')
  await input.press('Enter')
  await expect.poll(async () => (await printer.api.query<{ target: number }>('heater_bed')).target).toBe(45)
})
