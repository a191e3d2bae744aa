import type { Page } from '@playwright/test'
import { expect, simOnly, test, waitForReady } from '../fixtures'

test.beforeEach(() => simOnly())

// Klipper is not running when the dashboard opens: Moonraker answers, with klippy_connected false.
test.use({ simOptions: { timeScale: 20, faults: ['klippy-disconnected'] } })

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })

test('Klipper disconnected: the dashboard leads to /configure, once; the user can leave it, and other screens stay', async ({ app, dashboard, printer }) => {
  await expect(app).toHaveURL(`${dashboard.url}/configure`, { timeout: 20_000 })
  await expect(app.getByTestId('config-files')).toBeVisible()
  await expect(app.getByTestId('klippy-status-card')).toBeVisible()

  // The user leaves /configure for the dashboard: it stays, and says what is wrong.
  await nav(app, 'Dashboard').click()
  await expect(app).toHaveURL(`${dashboard.url}/`)
  await expect(app.getByTestId('klippy-status-card')).toBeVisible()
  await app.waitForTimeout(1500)
  await expect(app).toHaveURL(`${dashboard.url}/`)

  // Other screens never redirect.
  await app.goto(`${dashboard.url}/console`)
  await expect(app.getByTestId('klippy-status-card')).toBeVisible({ timeout: 20_000 })
  await app.waitForTimeout(1500)
  await expect(app).toHaveURL(`${dashboard.url}/console`)

  // Klipper back, then gone again under the user's eyes on the dashboard (a restart, a crash): nothing moves.
  await printer.api.post('/sim/fault', { flag: 'klippy-disconnected', enabled: false })
  await waitForReady(app)
  // The page has learnt that Klipper is back before the dashboard opens (opened while it is still
  // disconnected, the dashboard rightly leads to /configure).
  await expect(app.getByTestId('klippy-status-card')).toHaveCount(0, { timeout: 20_000 })
  await nav(app, 'Dashboard').click()
  await expect(app).toHaveURL(`${dashboard.url}/`)
  await expect(app.getByTestId('klippy-status-card')).toHaveCount(0)
  await printer.api.post('/sim/fault', { flag: 'klippy-disconnected', enabled: true })
  await expect.poll(async () => (await printer.api.serverInfo()).klippy_connected).toBe(false)
  await expect(app.getByTestId('klippy-status-card')).toBeVisible()
  await app.waitForTimeout(1500)
  await expect(app).toHaveURL(`${dashboard.url}/`)
})
