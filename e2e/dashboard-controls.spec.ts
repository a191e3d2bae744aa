import { expect, test, waitForReady } from './fixtures'
import { card, showCard, waitForDashboard } from './dashboard-helpers'

test.use({ simOptions: { timeScale: 20 } })

test('an extruder target typed and entered reaches the printer; an out-of-range one sends nothing', async ({ app, printer }) => {
  await waitForDashboard(app)
  const target = card(app, 'temperature').getByRole('textbox', { name: 'Extruder target' })
  await target.fill('200')
  await target.press('Enter')
  await expect.poll(async () => (await printer.api.query<{ target: number }>('extruder')).target).toBe(200)
  await expect(target).toHaveValue('200')

  // The bound is the printer's own max_temp (275 on the sim, 250 on the reference printer).
  const { settings } = await printer.api.query<{ settings: { extruder: { max_temp: number } } }>('configfile')
  await target.fill('400')
  await target.press('Enter')
  await expect(card(app, 'temperature').getByText(`Max ${settings.extruder.max_temp}`)).toBeVisible()
  await target.fill('100')
  await target.press('Enter')
  await expect(card(app, 'temperature').getByText('Min 0 or 0')).toHaveCount(0)
  // Below the heater minimum is allowed for the extruder (min_temp 0); the bed's max still applies.
  await expect.poll(async () => (await printer.api.query<{ target: number }>('extruder')).target).toBe(100)

  const bed = card(app, 'temperature').getByRole('textbox', { name: 'Heater Bed target' })
  await bed.fill('500')
  await bed.press('Enter')
  await expect(card(app, 'temperature').getByText(/^Max \d+$/)).toBeVisible()
  await app.waitForTimeout(1500)
  expect((await printer.api.query<{ target: number }>('heater_bed')).target).toBe(0)
})

test('home all, then jog X by 10 moves the toolhead by 10', async ({ app, printer }) => {
  await waitForDashboard(app)
  const toolhead = card(app, 'toolhead')
  await expect(toolhead.getByRole('button', { name: 'Move X +1 mm' })).toBeDisabled()
  await toolhead.getByRole('button', { name: 'Home all' }).click()
  await expect.poll(async () => (await printer.api.query<{ homed_axes: string }>('toolhead')).homed_axes, { timeout: 20_000 }).toBe('xyz')
  // Enabled again once the printer is idle: a real Klipper stays busy until the MCU has run the moves.
  await expect(toolhead.getByRole('button', { name: 'Home all' })).toBeEnabled({ timeout: 30_000 })
  const before = (await printer.api.query<{ position: number[] }>('toolhead')).position[0]

  await toolhead.getByRole('radiogroup', { name: 'Move distance (mm)' }).getByText('10', { exact: true }).click()
  await toolhead.getByRole('button', { name: 'Move X +10 mm' }).click()
  await expect.poll(async () => (await printer.api.query<{ position: number[] }>('toolhead')).position[0], { timeout: 10_000 }).toBeCloseTo(before + 10, 3)
  await expect(toolhead.getByRole('textbox', { name: 'X position' })).toHaveValue((before + 10).toFixed(2))

  // Typing a position moves there.
  const y = toolhead.getByRole('textbox', { name: 'Y position' })
  await y.fill('50')
  await y.press('Enter')
  await expect.poll(async () => (await printer.api.query<{ position: number[] }>('toolhead')).position[1], { timeout: 10_000 }).toBeCloseTo(50, 3)
})

test('the part fan slider sets the fan speed, off_below keeps low values at 0', async ({ app, printer }) => {
  await waitForDashboard(app)
  const fan = (await showCard(app, 'outputs')).getByTestId('fan-fan')
  const box = fan.getByRole('textbox', { name: /^Part fan/ })
  await box.fill('50')
  await box.press('Enter')
  await expect.poll(async () => (await printer.api.query<{ speed: number }>('fan')).speed).toBeCloseTo(128 / 255, 2)

  // The slider itself: keyboard End goes to 100 % and commits.
  const slider = fan.getByRole('slider')
  await slider.focus()
  await slider.press('End')
  await expect.poll(async () => (await printer.api.query<{ speed: number }>('fan')).speed).toBeCloseTo(1, 2)

  // Below the printer's off_below (0.10 on the sim, 0.2 on the reference printer) is refused with the rule's message.
  const { settings } = await printer.api.query<{ settings: { fan: { off_below?: number } } }>('configfile')
  const offBelow = Math.round((settings.fan.off_below ?? 0) * 100)
  expect(offBelow, 'the test needs a [fan] with off_below').toBeGreaterThan(5)
  await box.fill('5')
  await box.press('Enter')
  await expect(fan.getByText(`Min ${offBelow} or 0`)).toBeVisible()
  await app.waitForTimeout(1500)
  expect((await printer.api.query<{ speed: number }>('fan')).speed).toBeCloseTo(1, 2)
})

test('a thermal preset made in Settings sets every heater target', async ({ app, printer, dashboard }) => {
  await app.goto(`${dashboard.url}/settings#presets`)
  await waitForReady(app)
  const settings = app.getByTestId('presets-settings')
  await settings.getByRole('button', { name: 'Add preset' }).click()
  const dialog = app.getByRole('dialog', { name: 'Add preset' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('PLA')
  await dialog.getByRole('checkbox', { name: 'Extruder' }).check()
  await dialog.getByRole('textbox', { name: 'Extruder temperature' }).fill('205')
  await dialog.getByRole('checkbox', { name: 'Heater Bed' }).check()
  await dialog.getByRole('textbox', { name: 'Heater Bed temperature' }).fill('60')
  // A temperature fan is a preset target too, where the printer has one (the sim's electronics_fan;
  // the reference printer has none).
  const { available_heaters: heaters } = await printer.api.query<{ available_heaters: string[] }>('heaters')
  const { objects } = await printer.api.get<{ objects: string[] }>('/printer/objects/list')
  const tempFan = objects.includes('temperature_fan electronics_fan')
  expect(heaters).toEqual(expect.arrayContaining(['extruder', 'heater_bed']))
  if (tempFan) {
    await dialog.getByRole('checkbox', { name: 'Electronics Fan' }).check()
    await dialog.getByRole('textbox', { name: 'Electronics Fan temperature' }).fill('-1')
    await expect(dialog.getByText('Min 0')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Electronics Fan temperature' }).fill('40')
  } else {
    await expect(dialog.getByRole('checkbox', { name: 'Electronics Fan' })).toHaveCount(0)
    await dialog.getByRole('textbox', { name: 'Extruder temperature' }).fill('-1')
    await expect(dialog.getByText('Min 0')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Extruder temperature' }).fill('205')
  }
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(settings).toContainText('PLA')
  await expect
    .poll(async () =>
      // The key appears once the save lands; until then the server answers 404.
      printer.api.get<{ value: { name: string }[] }>('/server/database/item?namespace=fluidd&key=uiSettings.dashboard.tempPresets').then((r) => r.value.map((p) => p.name), () => []),
    )
    .toEqual(['PLA'])

  await app.getByRole('link', { name: 'Dashboard' }).first().click()
  await waitForDashboard(app)
  await card(app, 'temperature').getByRole('button', { name: 'Presets' }).click()
  await app.getByRole('menuitem', { name: 'PLA' }).click()
  await expect.poll(async () => (await printer.api.query<{ target: number }>('extruder')).target).toBe(205)
  expect((await printer.api.query<{ target: number }>('heater_bed')).target).toBe(60)
  if (tempFan) expect((await printer.api.query<{ target: number }>('temperature_fan electronics_fan')).target).toBe(40)

  // Turning the heaters off while idle needs no confirmation. A real Klipper reports itself busy
  // ("Printing") for a moment after heater commands: wait until it is idle.
  await expect.poll(async () => (await printer.api.query<{ state: string }>('idle_timeout')).state, { timeout: 30_000 }).not.toBe('Printing')
  // The page reads it on its next status frame: until then it would still ask.
  await expect(card(app, 'printer-status').getByTestId('printer-status-state')).not.toHaveText('Busy')
  await card(app, 'temperature').getByRole('button', { name: 'Presets' }).click()
  await app.getByRole('menuitem', { name: 'Turn off heaters' }).click()
  await expect.poll(async () => (await printer.api.query<{ target: number }>('extruder')).target).toBe(0)
  expect((await printer.api.query<{ target: number }>('heater_bed')).target).toBe(0)
})

test('toolhead settings validate, save sorted unique distances, and the toolhead card uses them', async ({ app, printer, dashboard }) => {
  await app.goto(`${dashboard.url}/settings#toolhead`)
  await waitForReady(app)
  const settings = app.getByTestId('toolhead-settings')
  const distances = settings.getByRole('textbox', { name: 'Move distances (mm)' })
  await distances.fill('1, 2, 3, 4, 5, 6, 7')
  await expect(settings.getByText('Max 6')).toBeVisible()
  await distances.fill('5, x')
  await expect(settings.getByText('Only numbers')).toBeVisible()
  await distances.fill('50, 5, 0.5, 5')
  await distances.press('Enter')
  await expect
    .poll(() => printer.api.get<{ value: number[] }>('/server/database/item?namespace=fluidd&key=uiSettings.general.toolheadMoveDistances').then((r) => r.value, () => undefined))
    .toEqual([0.5, 5, 50])
  const xySpeed = settings.getByRole('textbox', { name: 'Default XY speed (mm/s)' })
  await xySpeed.fill('0')
  await expect(settings.getByText('Min 1')).toBeVisible()
  await xySpeed.blur()
  await app.waitForTimeout(500)
  await expect(printer.api.get('/server/database/item?namespace=fluidd&key=uiSettings.general.defaultToolheadXYSpeed')).rejects.toThrow(/404/)

  await app.getByRole('link', { name: 'Dashboard' }).first().click()
  const choices = card(app, 'toolhead').getByRole('radiogroup', { name: 'Move distance (mm)' })
  await expect(choices.getByRole('radio')).toHaveCount(3)
  await expect(choices).toContainText('0.5')
  await expect(choices).toContainText('50')
})
