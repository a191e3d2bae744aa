import { expect, test } from './fixtures'
import { showCard, waitForDashboard } from './dashboard-helpers'

test.describe.configure({ timeout: 120_000 })

test('the Sensors card shows the power meter rising while the bed and extruder heat', async ({ app, printer }) => {
  await waitForDashboard(app)
  const sensors = await showCard(app, 'sensors')
  const meter = sensors.getByTestId('sensor-printer_power')
  await expect(meter.getByText('Printer power')).toBeVisible({ timeout: 15_000 })
  const power = meter.getByTestId('sensor-value-power').getByTestId('sensor-reading')
  await expect(power).toHaveText(/^\d+(\.\d+)? W$/, { timeout: 15_000 })
  await expect(meter.getByTestId('sensor-value-energy').getByTestId('sensor-reading')).toHaveText(/ kWh$/)
  await expect(meter.getByTestId('sensor-chart').locator('canvas')).toBeAttached()
  const idle = parseFloat((await power.textContent()) ?? '0')
  expect(idle).toBeLessThan(50)

  await printer.api.gcode('M140 S100\nM104 S240')
  // The bed's element alone draws 220 W at full power: the reading climbs well past idle.
  await expect.poll(async () => parseFloat((await power.textContent()) ?? '0'), { timeout: 20_000 }).toBeGreaterThan(idle + 100)
  // The server says the same as the card.
  const list = await printer.api.get<{ sensors: Record<string, { values: Record<string, number> }> }>('/server/sensors/list')
  expect(list.sensors.printer_power.values.power).toBeGreaterThan(idle + 100)

  // The chart can show another parameter.
  await meter.getByTestId('sensor-chart-parameter').getByText('Energy').click()
  await expect(meter.getByRole('img', { name: 'Printer power: Energy' })).toBeAttached()
  await printer.api.gcode('TURN_OFF_HEATERS')
})
