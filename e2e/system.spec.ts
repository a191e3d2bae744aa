import { expect, test, waitForReady } from './fixtures'

test('the system page shows the host, its storage, live charts and both MCUs with their constants', async ({ app }) => {
  await waitForReady(app)
  await app.getByRole('link', { name: 'System' }).click()
  const overview = app.getByTestId('system-overview')
  await expect(overview).toContainText('Raspberry Pi 4 Model B Rev 1.4')
  await expect(overview).toContainText('aarch64, 64bit, 4 cores')
  await expect(overview).toContainText('Debian GNU/Linux 12 (bookworm)')
  await expect(app.getByTestId('system-sd')).toContainText('Sandisk')
  await expect(app.getByTestId('disk-percent')).toHaveText(/^\d+% · /)
  await expect(app.getByTestId('system-network')).toContainText('192.168.1.57')
  await expect(app.getByTestId('cpu-temp')).toHaveText(/°C$/, { timeout: 10_000 })
  await expect(app.getByTestId('throttled-state')).toContainText('Not throttled')
  await expect(app.getByTestId('chart-load').locator('canvas')).toBeVisible({ timeout: 10_000 })
  await expect(app.getByTestId('chart-toolboard')).toBeVisible({ timeout: 10_000 })

  const main = app.getByTestId('mcu-mcu')
  await expect(main).toContainText('stm32f103xe')
  await expect(main).toContainText('72 MHz')
  const toolboard = app.getByTestId('mcu-toolboard')
  await expect(toolboard).toContainText('rp2040')
  await toolboard.getByRole('button', { name: 'Constants' }).click()
  const constants = app.getByTestId('mcu-constants-toolboard')
  await expect(constants).toContainText('CLOCK_FREQ')
  await expect(constants).toContainText('12000000')
  await app.keyboard.press('Escape')

  await expect(app.getByTestId('system-logs').getByRole('button', { name: 'klippy.log' })).toBeVisible()
})

test('a throttled CPU raises an error notification with the temperature', async ({ app, printer }) => {
  await waitForReady(app)
  printer.sim!.setFault('cpu-throttled', true)
  await app.getByRole('link', { name: 'System' }).click()
  await expect(app.getByTestId('throttled-state')).toContainText('Currently Throttled', { timeout: 10_000 })
  printer.sim!.setFault('cpu-throttled', false)
  await expect(app.getByTestId('throttled-state')).toContainText('Previously Throttled', { timeout: 10_000 })
})
