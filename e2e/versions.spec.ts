import { expect, test, waitForReady } from './fixtures'

interface Status {
  version_info: Record<string, { version?: string; remote_version?: string; is_dirty?: boolean }>
}

test('update Klipper: the dialog streams to finished and the printer runs the new version', async ({ app, printer }) => {
  await waitForReady(app)
  await app.getByRole('link', { name: 'Settings' }).click()
  await app.getByRole('link', { name: 'Versions' }).first().click()
  const klipper = app.getByTestId('version-klipper')
  await expect(klipper.getByTestId('version-state')).toHaveText('Update available', { timeout: 10_000 })
  await expect(klipper).toContainText('4 commits behind')

  await klipper.getByRole('button', { name: /Details/ }).click()
  await expect(app.getByTestId('version-commits')).toContainText('toolhead: report stalls in the status')
  await app.keyboard.press('Escape')

  await klipper.getByRole('button', { name: 'Update' }).click()
  await expect(app.getByTestId('update-console')).toContainText('Fetching updates', { timeout: 10_000 })
  await expect(app.getByTestId('update-dialog-title')).toHaveText('Finished', { timeout: 20_000 })
  await expect(app.getByTestId('update-console')).toContainText('Git Repo klipper: update finished')
  await app.getByRole('button', { name: 'Finish' }).click()

  const status = await printer.api.get<Status>('/machine/update/status')
  expect(status.version_info.klipper.version).toBe(status.version_info.klipper.remote_version)
  await expect(klipper.getByTestId('version-state')).toHaveText('Up to date', { timeout: 10_000 })
})

test('recover a dirty Moonraker repo', async ({ app, printer }) => {
  await waitForReady(app)
  await app.getByRole('link', { name: 'Settings' }).click()
  await app.getByRole('link', { name: 'Versions' }).first().click()
  const moonraker = app.getByTestId('version-moonraker')
  await expect(moonraker.getByTestId('version-state')).toHaveText('Dirty', { timeout: 10_000 })
  await expect(moonraker.getByRole('button', { name: 'Update', exact: true })).toHaveCount(0)
  await moonraker.getByRole('button', { name: 'Recover' }).click()
  await app.getByRole('menuitem', { name: 'Soft recovery' }).click()
  await app.getByRole('dialog').getByRole('button', { name: 'Yes' }).click()
  await expect(app.getByTestId('update-dialog-title')).toHaveText('Finished', { timeout: 20_000 })
  await expect(app.getByTestId('update-console')).toContainText('recovery complete')
  await expect.poll(async () => (await printer.api.get<Status>('/machine/update/status').catch(() => null))?.version_info.moonraker.is_dirty, { timeout: 15_000 }).toBe(false)
})

test('the bell lists available updates first, with each target version, and links to Settings → Versions', async ({ app, printer }) => {
  await waitForReady(app)
  const status = await printer.api.get<Status>('/machine/update/status')
  const klipper = status.version_info.klipper
  await app.getByRole('button', { name: 'Notifications' }).click()
  const first = app.locator('[data-testid="notification"], [data-testid="announcement"]').first()
  await expect(first).toContainText('Updates available', { timeout: 15_000 })
  await expect(first.getByTestId('notification-description')).toContainText(`klipper → ${klipper.remote_version}`)
  await first.getByTestId('notification-link').click()
  await expect(app).toHaveURL(/\/settings#versions$/)
  await expect(app.getByTestId('version-klipper').getByTestId('version-installed')).toContainText(`→ ${klipper.remote_version}`)
})
