import { expect, test, type Printer } from './fixtures'
import { printState, seededGcodes } from './dashboard-helpers'
import type { Page } from '@playwright/test'

test.use({ simOptions: { timeScale: 20 } })
test.setTimeout(180_000)
// The 3D chart draws with software WebGL; on a busy machine a click can wait on a frame.
test.use({ actionTimeout: 30_000 })

interface BedMeshStatus {
  profile_name: string
  probed_matrix: number[][]
  profiles: Record<string, unknown>
}

const bedMesh = (printer: Printer) => printer.api.query<BedMeshStatus>('bed_mesh')
const profileNames = async (printer: Printer) => Object.keys((await bedMesh(printer)).profiles).sort()

async function openTune(app: Page) {
  // Generous: the machine running these specs may be shared and slow.
  await expect(app.getByTestId('app-ready')).toBeAttached({ timeout: 90_000 })
  await app.goto(new URL('/tune', app.url()).href)
  await expect(app.getByTestId('mesh-controls-card')).toBeVisible({ timeout: 60_000 })
}

function profileRow(app: Page, name: string) {
  return app.locator(`[data-testid="mesh-profile"][data-profile="${name}"]`)
}

test('load, clear, save and remove mesh profiles', async ({ app, printer }) => {
  await openTune(app)
  await expect(app.getByTestId('bed-mesh-empty')).toHaveText('Bed mesh not loaded')
  await expect(profileRow(app, 'default')).toBeVisible()
  await expect(profileRow(app, 'hot_bed').getByTestId('mesh-profile-variance')).toHaveText(/^0\.\d{4}$/)

  await app.getByRole('button', { name: 'Load profile default' }).click()
  await expect.poll(async () => (await bedMesh(printer)).profile_name).toBe('default')
  await expect(app.getByTestId('bed-mesh-chart')).toBeVisible()
  await expect(app.getByTestId('bed-mesh-chart').getByTestId('mesh-3d')).toHaveAttribute('data-rendered', 'true')
  // The active profile cannot be loaded again.
  await expect(app.getByRole('button', { name: 'Load profile default' })).toHaveCount(0)
  await expect(app.getByTestId('bed-mesh-chart-stats-range')).toHaveText(/^0\.\d{4}$/)

  await app.getByTestId('bed-mesh-chart').getByText('Heat map', { exact: true }).click()
  await expect(app.getByTestId('bed-mesh-chart-heatmap').getByTestId('mesh-cell')).toHaveCount(13 * 13)
  await app.getByText('Probed', { exact: true }).click()
  await expect(app.getByTestId('bed-mesh-chart-heatmap').getByTestId('mesh-cell')).toHaveCount(25)

  await app.getByTestId('mesh-clear').click()
  await expect.poll(async () => (await bedMesh(printer)).profile_name).toBe('')
  await expect(app.getByTestId('bed-mesh-empty')).toBeVisible()

  await app.getByRole('button', { name: 'Load profile hot_bed' }).click()
  await expect.poll(async () => (await bedMesh(printer)).profile_name).toBe('hot_bed')
  await app.getByTestId('mesh-save').click()
  const name = app.getByTestId('save-profile-name')
  await expect(name).toHaveValue('hot_bed')
  await expect(app.getByTestId('save-profile-remove-old')).toBeDisabled()
  await name.fill('')
  await expect(app.getByText('Required')).toBeVisible()
  await expect(app.getByTestId('save-profile-submit')).toBeDisabled()
  await name.fill('glass sheet')
  await expect(app.getByTestId('save-profile-remove-old')).toBeEnabled()
  await app.getByTestId('save-profile-submit').click()
  await expect.poll(() => profileNames(printer)).toEqual(['default', 'glass sheet', 'hot_bed'])
  // Klipper stores a copy under the new name; the loaded mesh keeps its own.
  await expect.poll(async () => (await bedMesh(printer)).profile_name).toBe('hot_bed')

  await app.getByRole('button', { name: 'Remove profile glass sheet' }).click()
  const dialog = app.getByRole('dialog', { name: 'Remove profile' })
  await expect(dialog).toContainText("Remove the profile 'glass sheet'?")
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect.poll(() => profileNames(printer)).toEqual(['default', 'hot_bed'])
  await expect(profileRow(app, 'glass sheet')).toHaveCount(0)

  // A profile stored in printer.cfg, removed: Klipper lists its section as pending removal.
  await app.getByRole('button', { name: 'Remove profile default' }).click()
  await app.getByRole('dialog', { name: 'Remove profile' }).getByRole('button', { name: 'Remove' }).click()
  await expect.poll(() => profileNames(printer)).toEqual(['hot_bed'])
  await app.getByTestId('save-config-button').click()
  const pending = app.getByRole('dialog', { name: 'Pending configuration changes' })
  await expect(pending.locator('[data-section="bed_mesh default"]').getByTestId('pending-removed')).toHaveText('Removed from printer.cfg')
})

test('calibrate a mesh and save it as a new profile; Save config and restart keeps it', async ({ app, printer }) => {
  await openTune(app)
  await printer.api.gcode('G28')
  await app.getByTestId('mesh-calibrate').click()
  // Klipper stores a fresh calibration as the 'default' profile.
  await expect.poll(async () => (await bedMesh(printer)).probed_matrix.length, { timeout: 60_000 }).toBe(5)
  await expect(app.getByTestId('bed-mesh-chart')).toBeVisible()
  await expect(app.getByTestId('mesh-calibrate')).toBeEnabled({ timeout: 30_000 })

  await app.getByTestId('mesh-save').click()
  await app.getByTestId('save-profile-name').fill('after_tram')
  await app.getByTestId('save-profile-submit').click()
  await expect.poll(() => profileNames(printer)).toEqual(['after_tram', 'default', 'hot_bed'])

  const save = app.getByTestId('save-config-button')
  await expect(save).toBeVisible()
  await save.click()
  const dialog = app.getByRole('dialog', { name: 'Pending configuration changes' })
  await expect(dialog.locator('[data-section="bed_mesh after_tram"]')).toBeVisible()
  await expect(dialog.locator('[data-section="bed_mesh after_tram"]')).toContainText('x_count')
  await dialog.getByTestId('pending-save-restart').click()

  // Klipper restarts with the profile written to printer.cfg.
  await expect
    .poll(async () => (await printer.api.query<{ save_config_pending: boolean }>('configfile').catch(() => ({ save_config_pending: true }))).save_config_pending, { timeout: 30_000 })
    .toBe(false)
  await expect.poll(async () => (await printer.api.serverInfo()).klippy_state, { timeout: 30_000 }).toBe('ready')
  expect(await profileNames(printer)).toEqual(['after_tram', 'default', 'hot_bed'])
  const cfg = await fetch(`${printer.url}/server/files/config/printer.cfg`).then((r) => r.text())
  expect(cfg).toContain('#*# [bed_mesh after_tram]')
  await expect(save).toHaveCount(0)
  await expect(profileRow(app, 'after_tram')).toBeVisible()
})

test('endstops are queried and a runout sensor is switched off and on', async ({ app, printer }) => {
  await openTune(app)
  await printer.api.gcode('G28 X')
  await app.getByTestId('endstops-query').click()
  await expect(app.locator('[data-endstop="stepper_x"]').getByTestId('endstop-state')).toHaveText('Triggered')
  await expect(app.locator('[data-endstop="stepper_y"]').getByTestId('endstop-state')).toHaveText('Open')

  const sensor = app.locator('[data-sensor="runout"]')
  await expect(sensor.getByTestId('runout-sensor-state')).toHaveText('Filament detected')
  const toggle = sensor.getByRole('switch', { name: 'runout' })
  await expect(toggle).toBeChecked()
  await toggle.click({ force: true })
  await expect.poll(async () => (await printer.api.query<{ enabled: boolean }>('filament_switch_sensor runout')).enabled).toBe(false)
  await expect(toggle).not.toBeChecked()
  await toggle.click({ force: true })
  await expect.poll(async () => (await printer.api.query<{ enabled: boolean }>('filament_switch_sensor runout')).enabled).toBe(true)
})

test('a filament runout pauses the print and the page says why', async ({ app, printer }) => {
  await openTune(app)
  const [file] = await seededGcodes(printer)
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(file)}`)
  await expect.poll(() => printState(printer), { timeout: 20_000 }).toBe('printing')
  // Mesh controls are locked while printing (SPEC §4).
  await expect(app.getByTestId('mesh-calibrate')).toBeDisabled()

  await printer.api.post('/sim/fault', { flag: 'filament-runout', enabled: true })
  await expect.poll(() => printState(printer), { timeout: 20_000 }).toBe('paused')
  await expect(app.getByTestId('runout-paused')).toHaveText('Print paused: filament runout on runout.')
  await expect(app.locator('[data-sensor="runout"]').getByTestId('runout-sensor-state')).toHaveText('No filament')
  await printer.api.post('/sim/fault', { flag: 'filament-runout', enabled: false })
  await printer.api.post('/printer/print/cancel')
})
