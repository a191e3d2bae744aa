import type { Page } from '@playwright/test'
import { test, expect, waitForReady } from './fixtures'

// Past jobs, so the history totals have durations and lengths to show.
test.use({ simOptions: { timeScale: 20, seedHistory: 20 } })

/** Opens the app in German, as a returning user who chose Deutsch before. */
async function openInGerman(app: Page, url: string): Promise<void> {
  await app.addInitScript(() => localStorage.setItem('stratum-locale', 'de'))
  await app.goto(url)
  await waitForReady(app)
  await expect(app.locator('html')).toHaveAttribute('lang', 'de')
}

test('in German the dashboard shows decimal commas, while the printer still gets dots', async ({ app, dashboard, printer }) => {
  await openInGerman(app, dashboard.url)

  // Temperatures with one decimal and a narrow space before the unit: '22,0 °C'.
  await expect(app.getByTestId('temperature-extruder')).toHaveText(/^\d+,\d\u202F°C$/, { timeout: 15_000 })

  // The Z offset steps are labelled '0,005' …; a step goes to the printer as 0.005.
  const toolhead = app.getByTestId('toolhead-card')
  await expect(toolhead.getByTestId('z-offset')).toHaveText(/^0,000\smm$/)
  await toolhead.getByText('0,005', { exact: true }).click()
  await toolhead.getByRole('button', { name: 'Z-Versatz +0,005 mm' }).click()
  await expect(toolhead.getByTestId('z-offset')).toHaveText(/^0,005\smm$/)

  const store = await printer.api.get<{ gcode_store: { message: string; type: string }[] }>('/server/gcode_store?count=100')
  const commands = store.gcode_store.filter((l) => l.type === 'command').map((l) => l.message)
  expect(commands.some((c) => /^SET_GCODE_OFFSET Z_ADJUST=0\.005\b/.test(c)), commands.join('\n')).toBe(true)
  expect(commands.some((c) => /\d,\d/.test(c)), 'no decimal comma on the wire').toBe(false)
  const move = await printer.api.query<{ homing_origin: number[] }>('gcode_move')
  expect(move.homing_origin[2]).toBeCloseTo(0.005, 6)

  // A typed target keeps its '.' (inputs are what the printer takes) and arrives as 40.5.
  const target = app.getByTestId('target-extruder')
  await target.fill('40.5')
  await target.press('Enter')
  await expect.poll(async () => (await printer.api.query<{ target: number }>('extruder')).target).toBe(40.5)
  await expect(target).toHaveValue('40.5')
})

test('in German the history totals read as German durations and lengths', async ({ app, dashboard }) => {
  await openInGerman(app, `${dashboard.url}/history`)
  const value = (key: string) => app.getByTestId(`total-${key}`).getByTestId('total-value')
  // '10 Std. 6 Min. 5 Sek.' (Intl puts no-break spaces between number and unit).
  await expect(value('total_time')).toHaveText(/^\d+\sStd\.\s\d+\sMin\.\s\d+\sSek\.$/, { timeout: 15_000 })
  await expect(value('longest_job')).toHaveText(/(Std|Min)\.\s.*Sek\.$/)
  await expect(value('total_filament_used')).toHaveText(/^\d+,\d+\s(m|cm|mm)$/)
  // The table's print time column too, whole ('1 Min. 56 Sek.', not cut off).
  const cell = app.getByTestId('history-row').first().getByText(/\d+\sMin\.\s\d+\sSek\.$/)
  await expect(cell).toBeVisible()
  expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
})

test('on a phone in German the history stats title is not cut off', async ({ app, dashboard }) => {
  await app.setViewportSize({ width: 390, height: 844 })
  await openInGerman(app, `${dashboard.url}/history`)
  const card = app.getByTestId('history-stats')
  const title = card.getByText('Druckstatistik', { exact: true })
  await expect(title).toBeVisible()
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  // The clear button is still there, by its name.
  await expect(card.getByRole('button', { name: 'Alle Statistiken löschen' })).toBeVisible()
})
