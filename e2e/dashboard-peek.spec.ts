import { expect, test, waitForReady } from './fixtures'
import { card, seededGcodes } from './dashboard-helpers'

test('peek', async ({ app, printer }) => {
  await waitForReady(app)
  const [file] = await seededGcodes(printer)
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(file)}`)
  await expect(card(app, 'printer-status').getByTestId('status-layer')).toHaveText(/^[1-9]/, { timeout: 30_000 })
  await app.waitForTimeout(3000)
  await card(app, 'printer-status').screenshot({ path: '/tmp/shots/status.png' })
  await card(app, 'temperature').screenshot({ path: '/tmp/shots/temp.png' })
  await card(app, 'outputs').screenshot({ path: '/tmp/shots/outputs.png' })
  await app.setViewportSize({ width: 390, height: 844 })
  await app.waitForTimeout(1000)
  await app.screenshot({ path: '/tmp/shots/phone.png', fullPage: false })
  await card(app, 'toolhead').screenshot({ path: '/tmp/shots/phone-toolhead.png' })
  await app.emulateMedia({ colorScheme: 'light' })
  await printer.api.post('/server/database/item', { namespace: 'fluidd', key: 'uiSettings.theme.isDark', value: false })
  await app.setViewportSize({ width: 1280, height: 900 })
  await app.reload()
  await waitForReady(app)
  await app.waitForTimeout(2500)
  await app.screenshot({ path: '/tmp/shots/light.png' })
})
