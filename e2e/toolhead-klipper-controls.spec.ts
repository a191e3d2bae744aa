import { test, expect, waitForReady } from './fixtures'
import { card, waitForDashboard } from './dashboard-helpers'

test('Home XY homes X and Y only (G28 X Y)', async ({ app, printer }) => {
  await waitForDashboard(app)
  const toolhead = card(app, 'toolhead')
  await toolhead.getByRole('button', { name: 'Home XY' }).click()
  await expect.poll(async () => (await printer.api.query<{ homed_axes: string }>('toolhead')).homed_axes, { timeout: 20_000 }).toBe('xy')
  const store = await printer.api.get<{ gcode_store: { message: string; type: string }[] }>('/server/gcode_store?count=50')
  expect(store.gcode_store.filter((l) => l.type === 'command').map((l) => l.message)).toContain('G28 X Y')
})

test('firmware restart is reachable from the tools drawer while Klippy is ready', async ({ app, printer }) => {
  await waitForReady(app)
  // A heater target the restart clears, to see that Klipper really restarted.
  await printer.api.post('/printer/gcode/script', { script: 'SET_HEATER_TEMPERATURE HEATER=extruder TARGET=40' })
  await expect.poll(async () => (await printer.api.query<{ target: number }>('extruder')).target).toBe(40)

  await app.getByRole('button', { name: 'Tools' }).click()
  const klipper = app.getByTestId('klipper-commands')
  await klipper.getByRole('button', { name: 'Firmware restart' }).click()
  await app.getByRole('dialog').getByRole('button', { name: 'Yes' }).click()
  await expect.poll(async () => (await printer.api.query<{ target: number }>('extruder').catch(() => ({ target: -1 }))).target, { timeout: 30_000 }).toBe(0)
  await expect.poll(async () => (await printer.api.serverInfo()).klippy_state, { timeout: 30_000 }).toBe('ready')
})
