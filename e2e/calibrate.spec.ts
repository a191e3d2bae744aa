import type { Page } from '@playwright/test'
import { expect, simOnly, test, waitForReady } from './fixtures'
import type { PrinterClient } from './printer-client'

type ManualProbe = { is_active: boolean; z_position: number | null }

/** The sim's printer without its probe: a Z endstop switch, and a 3 x 3 mesh to keep the walk short. */
async function removeProbe(api: PrinterClient, url: string): Promise<void> {
  const cfg = await (await fetch(`${url}/server/files/config/printer.cfg`)).text()
  const without = cfg
    .replace('endstop_pin: probe:z_virtual_endstop', 'endstop_pin: PC2\nposition_endstop: 0')
    .replace(/^\[probe\]\n(?:(?!\[).*\n)*/m, '')
    .replace('probe_count: 5, 5', 'probe_count: 3, 3')
  expect(without).not.toContain('[probe]')
  await api.upload('config', 'printer.cfg', without)
  await api.post('/printer/firmware_restart')
  await expect.poll(async () => (await api.serverInfo().catch(() => ({ klippy_state: '' }))).klippy_state, { timeout: 30_000 }).toBe('ready')
}

async function openTune(app: Page) {
  await app.goto(new URL('/tune', app.url()).href)
  await waitForReady(app)
}

test('a mesh on a printer without a probe is a paper test per point: TESTZ moves Z, Accept goes on, the last one makes the mesh', async ({ app, dashboard, printer }) => {
  // The reference stack has no probe already; the virtual printer's is taken out of its printer.cfg.
  if (printer.sim) {
    await removeProbe(printer.api, printer.url)
    await app.goto(dashboard.url)
  }
  await waitForReady(app)
  const config = await printer.api.query<{ settings: { bed_mesh: { probe_count: number[] } } }>('configfile')
  const [columns, rows = columns] = config.settings.bed_mesh.probe_count
  const points = columns * rows
  // The reference stack's 5 x 5 grid on a simulated MCU takes far longer than the virtual printer's 3 x 3.
  test.setTimeout(60_000 + points * 15_000)
  await printer.api.gcode('G28')
  await openTune(app)
  const probe = () => printer.api.query<ManualProbe>('manual_probe')
  // The Tune page draws its meshes in WebGL, which headless Chromium renders on the CPU: beside other
  // tests on two cores its first frames can hold the page for many seconds.
  await app.getByTestId('mesh-calibrate').click({ timeout: 45_000 })
  const dialog = app.getByRole('dialog', { name: 'Manual Z probe' })
  await expect(dialog).toBeVisible({ timeout: 45_000 })
  await expect(dialog.getByTestId('probe-z')).toHaveText('5.000')
  for (let point = 1; point <= points; point++) {
    const at = await printer.api.query<{ position: number[] }>('toolhead')
    await dialog.getByRole('button', { name: '−1.00' }).click()
    await expect.poll(async () => (await probe()).z_position).toBeCloseTo(4)
    await dialog.getByRole('button', { name: '−0.10' }).click()
    await expect(dialog.getByTestId('probe-z')).toHaveText('3.900')
    await dialog.getByRole('button', { name: 'Accept' }).click()
    // The next point opens in the same dialog; after the last one the printer closes it.
    if (point < points) await expect.poll(async () => (await printer.api.query<{ position: number[] }>('toolhead')).position.slice(0, 2)).not.toEqual(at.position.slice(0, 2))
  }
  await expect(dialog).toBeHidden({ timeout: 20_000 })
  const mesh = await printer.api.query<{ profile_name: string; probed_matrix: number[][] }>('bed_mesh')
  expect(mesh.profile_name).toBe('default')
  expect(mesh.probed_matrix.flat().map((z) => z.toFixed(2))).toEqual(Array(points).fill('3.90'))
  // Klipper holds the new mesh for SAVE_CONFIG: the app bar offers it.
  await expect(app.getByTestId('save-config-button').or(app.getByTestId('save-config-icon')).first()).toBeVisible()
  // A real printer is left as it was: a restart drops the pending mesh.
  if (!printer.sim) await printer.api.post('/printer/restart')
})

test('PID calibration of the extruder from the thermals card shows its progress and result, and offers Save config', async ({ app, printer }) => {
  // It ends by writing printer.cfg: not on a shared reference printer.
  simOnly()
  await waitForReady(app)
  await app.getByRole('button', { name: 'Presets' }).click()
  await app.getByTestId('calibrate-extruder').click()
  const dialog = app.getByRole('dialog', { name: 'Calibrate Extruder' })
  await expect(dialog).toBeVisible()
  const target = dialog.getByTestId('calibration-target')
  await target.fill('999')
  await dialog.getByTestId('calibration-start').click()
  await expect(dialog.getByText(/^Max \d+/)).toBeVisible()
  await target.fill('200')
  await dialog.getByTestId('calibration-start').click()
  await expect(dialog.getByTestId('calibration-running')).toBeVisible()
  await expect.poll(async () => (await printer.api.query<{ target: number }>('extruder')).target).toBe(200)
  await expect(dialog.getByTestId('calibration-result')).toBeVisible({ timeout: 60_000 })
  await expect(dialog.getByTestId('calibration-result')).toContainText('pid_Kp')
  const pending = await printer.api.query<{ save_config_pending_items: Record<string, Record<string, string>> }>('configfile')
  const kp = pending.save_config_pending_items.extruder?.pid_Kp
  expect(kp).toBeTruthy()
  await expect(dialog.getByTestId('calibration-result')).toContainText(Number(kp).toFixed(3))
  // Klipper turned the heater off at the end.
  expect((await printer.api.query<{ target: number }>('extruder')).target).toBe(0)
  await dialog.getByTestId('calibration-save').click()
  await expect.poll(async () => (await printer.api.query<{ save_config_pending: boolean }>('configfile').catch(() => ({ save_config_pending: true }))).save_config_pending, { timeout: 30_000 }).toBe(false)
  const cfg = await (await fetch(`${printer.url}/server/files/config/printer.cfg`)).text()
  expect(cfg).toMatch(new RegExp(`#\\*# pid_kp = ${Number(kp).toFixed(3)}`))
})
