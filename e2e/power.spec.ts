import { expect, test, waitForReady } from './fixtures'
import { seededGcodes } from './dashboard-helpers'

const devices = async (printer: { api: { get<T>(p: string): Promise<T> } }) =>
  Object.fromEntries((await printer.api.get<{ devices: { device: string; status: string }[] }>('/machine/device_power/devices')).devices.map((d) => [d.device, d.status]))

test('a power device toggles on the printer and the app-bar toggle follows', async ({ app, printer }) => {
  // The first load creates the database roots of a fresh printer: the setting goes in after it.
  await waitForReady(app)
  await printer.api.post('/server/database/item', { namespace: 'fluidd', key: 'uiSettings.general.topNavPowerToggle', value: 'printer_light' })
  await app.reload()
  await waitForReady(app)
  const top = app.getByTestId('topnav-power')
  await expect(top).toHaveAttribute('aria-pressed', 'false')

  await app.getByRole('button', { name: 'Tools' }).click()
  await app.getByRole('switch', { name: 'printer_light' }).click({ force: true })
  await expect.poll(() => devices(printer)).toMatchObject({ printer_light: 'on' })
  await expect(top).toHaveAttribute('aria-pressed', 'true')
  await app.keyboard.press('Escape')

  // Switched elsewhere: the toggle follows notify_power_changed.
  await printer.api.post('/machine/device_power/device', { device: 'printer_light', action: 'off' })
  await expect(top).toHaveAttribute('aria-pressed', 'false')
  await top.click()
  await expect.poll(() => devices(printer)).toMatchObject({ printer_light: 'on' })
})

test('a device locked while printing cannot be toggled', async ({ app, printer }) => {
  await waitForReady(app)
  const [file] = await seededGcodes(printer)
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(file)}`)
  await app.getByRole('button', { name: 'Tools' }).click()
  await expect(app.getByRole('switch', { name: 'printer_light' })).toBeDisabled({ timeout: 15_000 })
  await expect(app.getByRole('switch', { name: 'printer_psu' })).toBeEnabled()
  expect(await devices(printer)).toMatchObject({ printer_light: 'off' })
  await printer.api.post('/printer/print/cancel')
})

test('the printer powered off shows as off, and powers back on', async ({ app, printer }) => {
  await waitForReady(app)
  await printer.api.post('/machine/device_power/device', { device: 'printer_psu', action: 'off' })
  const notice = app.getByTestId('printer-powered-off')
  await expect(notice).toBeVisible({ timeout: 15_000 })
  await notice.getByRole('button', { name: /Power on/ }).click()
  await expect.poll(() => devices(printer)).toMatchObject({ printer_psu: 'on' })
  await waitForReady(app)
})

test('an announcement snoozed for an hour disappears and is dismissed on the printer', async ({ app, printer }) => {
  await waitForReady(app)
  await app.getByRole('button', { name: /Notifications/ }).click()
  const row = app.getByTestId('announcement').filter({ hasText: 'the bed mesh fade settings changed' })
  await expect(row).toBeVisible({ timeout: 10_000 })
  await expect(row.getByRole('link', { name: 'More information' })).toHaveAttribute('href', 'https://github.com/Arksine/moonlight/issues/31')
  await row.getByRole('button', { name: 'Snooze' }).click()
  await app.getByRole('menuitem', { name: 'Snooze for 1 hour' }).click()
  await expect(row).toHaveCount(0)
  const { entries } = await printer.api.get<{ entries: { entry_id: string; dismissed: boolean; dismiss_wake: number | null }[] }>('/server/announcements/list?include_dismissed=true')
  const entry = entries.find((e) => e.entry_id === 'arksine/moonlight/issue/31')
  expect(entry?.dismissed).toBe(true)
  expect(entry?.dismiss_wake).toBeGreaterThan(3500)
})

test('an announcement dismissed with its × is gone for good on the printer; long texts wrap inside a phone-wide popover', async ({ app, printer }) => {
  await app.setViewportSize({ width: 390, height: 844 })
  await waitForReady(app)
  await app.getByRole('button', { name: /Notifications/ }).click()
  const row = app.getByTestId('announcement').filter({ hasText: 'the bed mesh fade settings changed' })
  await expect(row).toBeVisible({ timeout: 10_000 })
  // Nothing is cut off or scrolls sideways: the row fits the screen and its title wraps.
  const box = await row.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  expect(await row.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  await row.getByRole('button', { name: 'Dismiss' }).click()
  await expect(row).toHaveCount(0)
  const { entries } = await printer.api.get<{ entries: { entry_id: string; dismissed: boolean; dismiss_wake: number | null }[] }>('/server/announcements/list?include_dismissed=true')
  const entry = entries.find((e) => e.entry_id === 'arksine/moonlight/issue/31')
  expect(entry?.dismissed).toBe(true)
  expect(entry?.dismiss_wake).toBeNull()
})
