import { expect, test, waitForReady } from './fixtures'

test('the app bar names the printer by its host, the user menu and Authentication say this browser is trusted, and the thermals menus offer only what the printer has', async ({ app, dashboard, printer }) => {
  await waitForReady(app)
  const { hostname } = await printer.api.get<{ hostname: string }>('/printer/info')
  await expect(app.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toContainText(hostname)
  await expect(app).toHaveTitle(new RegExp(`^${hostname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `))

  // No presets yet: the menu says where to add them. No humidity or pressure sensor: no such options.
  const thermals = app.getByTestId('dashboard-card-temperature')
  await thermals.getByRole('button', { name: 'Presets' }).click()
  await expect(app.getByTestId('presets-empty')).toContainText('Settings → Thermal presets')
  await app.keyboard.press('Escape')
  await thermals.getByRole('button', { name: 'Thermals settings' }).click()
  await expect(app.getByRole('menuitem', { name: 'Show rate of change' })).toBeVisible()
  await expect(app.getByRole('menuitem', { name: 'Show relative humidity' })).toHaveCount(0)
  await expect(app.getByRole('menuitem', { name: 'Show barometric pressure' })).toHaveCount(0)
  await app.keyboard.press('Escape')

  await app.getByRole('button', { name: 'User menu' }).click()
  await expect(app.getByTestId('user-menu-who')).toHaveText('Trusted client (no login needed)')
  await app.getByRole('menuitem', { name: 'Authentication settings' }).click()
  await expect(app.getByTestId('auth-no-login')).toContainText('no login is needed here')

  // A name given in Settings wins over the host name.
  await printer.api.post('/server/database/item', { namespace: 'fluidd', key: 'uiSettings.general.instanceName', value: 'Workshop Voron' })
  await app.goto(dashboard.url)
  await waitForReady(app)
  await expect(app.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toContainText('Workshop Voron')
})
