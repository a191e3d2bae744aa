import { expect, simOnly, test, waitForReady } from '../fixtures'
import { browser, openPage, row } from '../files-helpers'

test.beforeEach(() => simOnly())

test('Klippy shuts down while printer.cfg is being edited: the text stays, Save still works, and Firmware restart brings the printer back', async ({ app, dashboard, printer }) => {
  await openPage(app, dashboard.url, '/configure')
  await waitForReady(app)
  await row(browser(app, 'config-files'), 'printer.cfg').click()
  const dialog = app.getByTestId('editor-dialog')
  await expect(app.locator('.cm-content')).toBeVisible()
  await app.locator('.cm-content').click()
  await app.keyboard.press('Control+Home')
  await app.keyboard.insertText('# typed while the MCU shut down\n')

  await printer.api.post('/sim/fault', { flag: 'klippy-shutdown', enabled: true })
  await expect.poll(async () => (await printer.api.serverInfo()).klippy_state).toBe('shutdown')
  // Moonraker is still there: the editor stays open with its text, and saving the file works.
  // Give the page the shutdown notification before looking at it.
  await app.waitForTimeout(500)
  await expect(dialog).toBeVisible()
  await expect(app.locator('.cm-content')).toContainText('# typed while the MCU shut down')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect
    .poll(async () => (await fetch(`${printer.url}/server/files/config/printer.cfg`)).text())
    .toContain('# typed while the MCU shut down')

  // The dashboard says why, and offers the way back.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  const card = app.getByTestId('klippy-status-card')
  await expect(card).toContainText('Timer too close')
  await card.getByRole('button', { name: 'Firmware restart' }).click()
  await waitForReady(app)
  await expect(card).toHaveCount(0)
  expect((await printer.api.serverInfo()).klippy_state).toBe('ready')
})

test('Klippy disconnects while a console command is typed: the command waits in its box and reaches the printer once Klippy is back', async ({ app, printer }) => {
  await waitForReady(app)
  await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Console' }).click()
  const input = app.getByTestId('console-page').getByTestId('console-input')
  await expect(input).toBeVisible({ timeout: 20_000 })
  await input.fill('M140 S48')

  await printer.api.post('/sim/fault', { flag: 'klippy-disconnected', enabled: true })
  await expect.poll(async () => (await printer.api.serverInfo()).klippy_connected).toBe(false)
  await expect(app.getByTestId('klippy-status-card')).toBeVisible()
  await expect(input).toHaveValue('M140 S48')

  await printer.api.post('/sim/fault', { flag: 'klippy-disconnected', enabled: false })
  await waitForReady(app)
  await expect(app.getByTestId('klippy-status-card')).toHaveCount(0)
  await expect(input).toHaveValue('M140 S48')
  await input.press('Enter')
  await expect.poll(async () => (await printer.api.query<{ target: number }>('heater_bed')).target).toBe(48)
})
