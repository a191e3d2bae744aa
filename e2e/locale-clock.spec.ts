import type { Page } from '@playwright/test'
import { test, expect, waitForReady, type Printer } from './fixtures'
import { card } from './dashboard-helpers'

// Past jobs for the history table; slow enough that the print is still running when the card is read.
test.use({ simOptions: { timeScale: 10, seedHistory: 5 } })

const FILE = 'boat_x4_0.2mm_PLA_33m.gcode'

/** 21:00 today in the browser's clock, so a finish within the next three hours reads 21:xx–23:xx. */
function evening(): Date {
  const d = new Date()
  d.setHours(21, 0, 0, 0)
  return d
}

/** Opens the app in German at 21:00, as a returning user who chose Deutsch before. */
async function openInGerman(app: Page, url: string): Promise<void> {
  await app.clock.install({ time: evening() })
  await app.addInitScript(() => localStorage.setItem('stratum-locale', 'de'))
  await app.goto(url)
  await waitForReady(app)
  await expect(app.locator('html')).toHaveAttribute('lang', 'de')
}

async function chooseTimeFormat(printer: Printer, value: string): Promise<void> {
  await printer.api.post('/server/database/item', { namespace: 'fluidd', key: 'uiSettings.general.timeformat', value })
}

test('in German every clock is on 24 hours: print card, history, console', async ({ app, dashboard, printer }) => {
  test.setTimeout(120_000)
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(FILE)}`)
  await openInGerman(app, dashboard.url)

  // The finish clock: '23:34' style, never '11:34 PM'.
  const finish = card(app, 'printer-status').getByTestId('status-finish')
  await expect(finish).toHaveText(/^2[1-3]:\d\d$/, { timeout: 30_000 })

  // History: the date and time written out on 24 hours, how long ago on hover.
  await app.goto(`${dashboard.url}/history`)
  await waitForReady(app)
  const start = app.getByTestId('history-row').first().locator('[data-column="start_time"]').getByTestId('job-time')
  await expect(start).toHaveText(/^\d{1,2}\. ?\S+ \d{4} \d\d:\d\d$|^\d{1,2} \S+ \d{4} \d\d:\d\d$|^\S+ \d{1,2}, \d{4} \d\d:\d\d$/, { timeout: 15_000 })
  await expect(start).toHaveAttribute('title', /^vor |^(gestern|heute|jetzt)/)

  // Console: each line's time of day with seconds, no AM/PM.
  await app.goto(`${dashboard.url}/console`)
  await waitForReady(app)
  const time = app.getByTestId('console-line').first().locator('span').first()
  await expect(time).toHaveText(/^\d\d:\d\d:\d\d$/, { timeout: 15_000 })

  // Settings offer the language's own clock as the (current) choice.
  await app.goto(`${dashboard.url}/settings`)
  await waitForReady(app)
  await expect(app.getByTestId('setting-timeformat')).toHaveValue('Wie in der Sprache üblich (13:30)', { timeout: 15_000 })
})

test('a 12-hour clock the user chose wins over the German default', async ({ app, dashboard, printer }) => {
  test.setTimeout(120_000)
  await chooseTimeFormat(printer, 'hh:mm a')
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(FILE)}`)
  await openInGerman(app, dashboard.url)

  await expect(card(app, 'printer-status').getByTestId('status-finish')).toHaveText(/^(09|10|11):\d\d PM$/, { timeout: 30_000 })

  await app.goto(`${dashboard.url}/history`)
  await waitForReady(app)
  const start = app.getByTestId('history-row').first().locator('[data-column="start_time"]').getByTestId('job-time')
  await expect(start).toHaveText(/ \d\d:\d\d (AM|PM)$/, { timeout: 15_000 })

  await app.goto(`${dashboard.url}/console`)
  await waitForReady(app)
  await expect(app.getByTestId('console-line').first().locator('span').first()).toHaveText(/^\d\d:\d\d:\d\d (AM|PM)$/, { timeout: 15_000 })

  // Back to the language's clock from the settings: the choice is cleared in the database.
  await app.goto(`${dashboard.url}/settings`)
  await waitForReady(app)
  const select = app.getByTestId('setting-timeformat')
  await expect(select).toHaveValue('01:30 PM', { timeout: 15_000 })
  await select.click()
  await app.getByRole('option', { name: 'Wie in der Sprache üblich (13:30)' }).click()
  await expect
    .poll(async () => (await printer.api.get<{ value: { general?: { timeformat?: unknown } } }>('/server/database/item?namespace=fluidd&key=uiSettings')).value.general?.timeformat ?? null)
    .toBe(null)
})
