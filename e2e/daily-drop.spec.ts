import type { Page } from '@playwright/test'
import { expect, simOnly, test, waitForReady } from './fixtures'

test.beforeEach(() => simOnly())
test.use({ simOptions: { timeScale: 5, camera: true } })

const FILE = 'boat_x4_0.2mm_PLA_33m.gcode'

/** The dashboard with a print running: thermals, outputs and the print card all have readings. */
async function printingDashboard(app: Page, start: () => Promise<unknown>): Promise<void> {
  await waitForReady(app)
  await start()
  await expect(app.getByTestId('status-filename')).toHaveText(FILE, { timeout: 20_000 })
  await expect(app.getByTestId('thermal-row-extruder')).toBeVisible()
  await app.getByTestId('dashboard-card-outputs').scrollIntoViewIfNeeded()
  await expect(app.getByTestId('dashboard-card-outputs')).not.toContainText('No fans, pins or LEDs', { timeout: 20_000 })
}

/** What a drop must keep: the readings, the print card, the outputs and the camera, dimmed, with their time. */
async function expectKeptStale(app: Page): Promise<void> {
  await expect(app.getByTestId('disconnected-banner')).toBeVisible()
  await expect(app.getByTestId('dashboard-readings')).toHaveAttribute('data-stale', 'true')
  // Dimmed as one: the wrapper around every card, not a card's own look.
  await expect.poll(() => app.getByTestId('dashboard-readings').evaluate((e) => Number(getComputedStyle(e).opacity))).toBeLessThan(1)
  await expect(app.getByTestId('stale-as-of')).toHaveText(/as of \d{2}:\d{2}:\d{2}/)
  await expect(app.getByTestId('thermal-row-extruder')).toBeVisible()
  await expect(app.getByTestId('thermal-row-heater_bed')).toBeVisible()
  await expect(app.getByTestId('temperature-extruder')).toHaveText(/\d/)
  await expect(app.getByTestId('status-filename')).toHaveText(FILE)
  await expect(app.getByTestId('dashboard-card-camera')).toBeAttached()
  await expect(app.getByTestId('dashboard-card-outputs')).not.toContainText('No fans, pins or LEDs')
}

async function expectFresh(app: Page): Promise<void> {
  await waitForReady(app)
  await expect(app.getByTestId('dashboard-readings')).toHaveAttribute('data-stale', 'false')
  await expect(app.getByTestId('stale-as-of')).toHaveCount(0)
  await expect(app.getByTestId('status-filename')).toHaveText(FILE)
}

test('a dropped socket keeps the last readings, dimmed with their time, until the printer answers again', async ({ app, printer }) => {
  await printingDashboard(app, () => printer.api.post(`/printer/print/start?filename=${FILE}`))
  await printer.api.post('/sim/fault', { flag: 'drop-sockets', enabled: true })
  await expectKeptStale(app)
  await expectFresh(app)
})

test('the printer host unreachable for a while: the readings stay stale until it is back', async ({ app, printer }) => {
  await printingDashboard(app, () => printer.api.post(`/printer/print/start?filename=${FILE}`))
  printer.sim!.outage('down', 0)
  await expectKeptStale(app)
  // Still there a few attempts later.
  await app.waitForTimeout(3_000)
  await expectKeptStale(app)
  printer.sim!.endOutage()
  await app.getByTestId('disconnected-banner').getByRole('button', { name: 'Reconnect now' }).click()
  await expectFresh(app)
})

test('Klipper going away (not the connection) clears its readings as before: nothing stale is shown', async ({ app, printer }) => {
  await waitForReady(app)
  await expect(app.getByTestId('thermal-row-extruder')).toBeVisible()
  await printer.api.post('/sim/fault', { flag: 'klippy-disconnected', enabled: true })
  await expect(app.getByTestId('thermal-row-extruder')).toHaveCount(0)
  await expect(app.getByTestId('stale-as-of')).toHaveCount(0)
  await expect(app.getByTestId('dashboard-readings')).toHaveAttribute('data-stale', 'false')
  await printer.api.post('/sim/fault', { flag: 'klippy-disconnected', enabled: false })
})
