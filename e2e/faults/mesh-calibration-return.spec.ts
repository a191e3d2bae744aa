import type { Page } from '@playwright/test'
import { expect, simOnly, test, waitForReady } from '../fixtures'
import type { Printer } from '../fixtures'

test.beforeEach(() => simOnly())
// Slow enough that the calibration (a minute of probing in real time) outlasts a reconnect.
test.use({ simOptions: { timeScale: 3 } })
test.describe.configure({ timeout: 150_000 })

const idleState = async (printer: Printer) => (await printer.api.query<{ state: string }>('idle_timeout')).state
const probedRows = async (printer: Printer) => (await printer.api.query<{ probed_matrix: number[][] }>('bed_mesh')).probed_matrix.filter((r) => r.length).length

async function startCalibration(app: Page, printer: Printer): Promise<void> {
  await app.goto(new URL('/tune', app.url()).href)
  await waitForReady(app)
  await expect(app.getByTestId('mesh-controls-card')).toBeVisible({ timeout: 60_000 })
  await printer.api.gcode('G28')
  await app.getByTestId('mesh-calibrate').click()
  await expect(app.getByTestId('mesh-calibrate')).toHaveAttribute('data-loading', 'true')
  await expect(app.getByTestId('bed-mesh-empty')).toHaveText('Calibrating the bed mesh…')
}

async function expectStillCalibratingThenMesh(app: Page, printer: Printer): Promise<void> {
  await waitForReady(app)
  await expect(app.getByTestId('disconnected-banner')).toHaveCount(0)
  // Back while the printer still probes: the page says so, and the mesh controls stay locked.
  expect(await idleState(printer)).toBe('Printing')
  expect(await probedRows(printer)).toBe(0)
  await expect(app.getByTestId('mesh-calibrate')).toHaveAttribute('data-loading', 'true')
  await expect(app.getByTestId('bed-mesh-empty')).toHaveText('Calibrating the bed mesh…')
  await app.screenshot({ path: test.info().outputPath('calibrating-after-return.png') })
  // Then the new mesh, without a click.
  await expect(app.getByTestId('bed-mesh-chart')).toBeVisible({ timeout: 90_000 })
  await expect(app.getByTestId('mesh-calibrate')).not.toHaveAttribute('data-loading', 'true', { timeout: 30_000 })
  expect(await probedRows(printer)).toBe(5)
}

test('a dropped socket during a mesh calibration: back, the page still shows it calibrating, then the new mesh', async ({ app, printer }) => {
  await startCalibration(app, printer)
  await printer.api.post('/sim/fault', { flag: 'drop-sockets', enabled: true })
  await expect(app.getByTestId('disconnected-banner')).toBeVisible()
  await expectStillCalibratingThenMesh(app, printer)
})

test('Moonraker restarting during a mesh calibration: back, the page still shows it calibrating, then the new mesh', async ({ app, printer }) => {
  await startCalibration(app, printer)
  await printer.api.post('/server/restart')
  await expect(app.getByTestId('disconnected-banner')).toBeVisible()
  await expectStillCalibratingThenMesh(app, printer)
})
