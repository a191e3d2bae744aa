import { expect, test, waitForReady } from './fixtures'

type ManualProbe = { is_active: boolean; z_position: number | null; z_position_lower: number | null; z_position_upper: number | null }

test('a manual Z probe opens its dialog on any page; TESTZ steps, a bisect and Accept reach the printer; Abort ends a second one', async ({ app, dashboard, printer }) => {
  await waitForReady(app)
  await app.goto(`${dashboard.url}/console`)
  await waitForReady(app)
  const probe = () => printer.api.query<ManualProbe>('manual_probe')
  await printer.api.gcode('G28\nG1 Z5 F600')
  // Started elsewhere (another client, a macro): the dialog follows the printer's session.
  void printer.api.gcode('MANUAL_PROBE')
  const dialog = app.getByRole('dialog', { name: 'Manual Z probe' })
  await expect(dialog).toBeVisible({ timeout: 20_000 })
  await expect(dialog.getByTestId('probe-z')).toHaveText('5.000')

  await dialog.getByRole('button', { name: '−1.00' }).click()
  await expect.poll(async () => (await probe()).z_position).toBeCloseTo(4)
  await expect(dialog.getByTestId('probe-z')).toHaveText('4.000')
  await expect(dialog.getByTestId('probe-tried')).toHaveText('Tried between ? and 5.000')
  await dialog.getByRole('button', { name: 'Halfway down' }).click()
  await expect.poll(async () => (await probe()).z_position).toBeCloseTo(3.8)
  await dialog.getByRole('button', { name: '+0.05' }).click()
  await expect.poll(async () => (await probe()).z_position).toBeCloseTo(3.85)

  await dialog.getByRole('button', { name: 'Accept' }).click()
  await expect.poll(async () => (await probe()).is_active).toBe(false)
  await expect(dialog).toBeHidden()

  void printer.api.gcode('MANUAL_PROBE')
  await expect(dialog).toBeVisible({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Abort' }).first().click()
  await expect.poll(async () => (await probe()).is_active).toBe(false)
  await expect(dialog).toBeHidden()
})
