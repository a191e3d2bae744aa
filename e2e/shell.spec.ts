import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startSim } from '../sim/index'
import { expect, test, waitForReady } from './fixtures'

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

test('shows the Disconnected screen while nothing listens, then the dashboard once the printer starts', async ({ page, dashboard }) => {
  const port = await freePort()
  dashboard.config = { apiUrl: `http://127.0.0.1:${port}` }
  await page.goto(dashboard.url)
  const screen = page.getByTestId('disconnected-screen')
  await expect(screen).toBeVisible()
  await expect(screen).toContainText(`127.0.0.1:${port}`)
  await expect(screen.getByRole('button', { name: 'Reconnect now' })).toBeVisible()
  await expect(screen.getByTestId('disconnected-countdown')).toHaveText(/^Next attempt in \d+ s$/)

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-e2e-'))
  const sim = await startSim({ port, dataDir, timeScale: 20 })
  try {
    // Reconnect now, unless the next attempt has already got through on its own.
    await screen.getByRole('button', { name: 'Reconnect now' }).click({ timeout: 5000 }).catch(() => undefined)
    await waitForReady(page)
    await expect(page.getByTestId('disconnected-screen')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  } finally {
    await sim.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('shows the 404 page for an unknown route, with a link back', async ({ app, dashboard }) => {
  await app.goto(`${dashboard.url}/no/such/page`)
  await waitForReady(app)
  await expect(app.getByText('404 Not Found')).toBeVisible()
  await app.getByRole('link', { name: 'Back to the dashboard' }).click()
  await expect(app).toHaveURL(`${dashboard.url}/`)
})

test('shows the version in the footer', async ({ app }) => {
  await waitForReady(app)
  await expect(app.getByTestId('app-version')).toContainText('v1.19.0')
})

test('restarting a service asks for confirmation and the printer really restarts', async ({ app, printer }) => {
  await waitForReady(app)
  // A restarted Klipper forgets its heater targets: that is how the test knows it really restarted.
  await printer.api.gcode('M140 S40')
  expect((await printer.api.query<{ target: number }>('heater_bed')).target).toBe(40)
  await app.getByRole('button', { name: 'Tools' }).click()
  await app.getByRole('button', { name: 'Restart klipper', exact: true }).click()
  const dialog = app.getByRole('dialog', { name: 'Restart klipper' })
  await expect(dialog).toContainText('Are you sure?')
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect
    .poll(async () => {
      // Klipper may go down between the two calls: the 503 it answers then is part of the restart.
      const info = await printer.api.serverInfo().catch(() => null)
      if (info?.klippy_state !== 'ready') return -1
      return (await printer.api.query<{ target: number }>('heater_bed').catch(() => null))?.target ?? -1
    }, { timeout: 20_000 })
    .toBe(0)
  await waitForReady(app)
})

test.describe('with login required', () => {
  test.use({ simOptions: { timeScale: 20, auth: true, users: [{ username: 'maker', password: 'secret-pass' }] } })

  test('a wrong password shows the error; the right one logs in; logout returns to /login', async ({ app, dashboard }) => {
    await expect(app).toHaveURL(`${dashboard.url}/login`)
    await app.getByLabel('Username').fill('maker')
    await app.locator('input[type=password]').fill('wrong')
    await app.getByRole('button', { name: 'Login' }).click()
    await expect(app.getByTestId('login-error')).toHaveText('Invalid credentials')

    await app.locator('input[type=password]').fill('secret-pass')
    await app.getByRole('button', { name: 'Login' }).click()
    await waitForReady(app)
    await expect(app).toHaveURL(`${dashboard.url}/`)

    await app.getByRole('button', { name: 'User menu' }).click()
    await expect(app.getByTestId('user-menu-who')).toHaveText('Logged in as maker')
    await app.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(app).toHaveURL(`${dashboard.url}/login`)
    await app.goto(`${dashboard.url}/console`)
    await expect(app).toHaveURL(/\/login$/)
  })
})

test('adds a second printer, switches to it and back; the active one cannot be removed', async ({ app, printer }) => {
  await waitForReady(app)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-e2e-'))
  const second = await startSim({ port: 0, dataDir, timeScale: 20 })
  try {
    const host = (url: string) => new URL(url).host
    await app.getByRole('button', { name: 'Tools' }).click()
    await app.getByRole('button', { name: 'Add printer' }).click()
    const dialog = app.getByRole('dialog', { name: 'Add printer' })
    const url = dialog.getByLabel('Printer URL')
    await url.fill('not a url')
    await expect(dialog).toContainText('Invalid URL')
    await url.fill(host(second.url))
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled()
    await dialog.getByRole('button', { name: 'Save' }).click()

    const list = app.getByTestId('instances-list')
    await expect(list.getByRole('button', { name: `Remove ${host(printer.url)}` })).toBeDisabled()
    await expect(list.getByRole('button', { name: `Remove ${host(second.url)}` })).toBeEnabled()

    await list.getByRole('button', { name: `Switch to ${host(second.url)}` }).click()
    await waitForReady(app)
    await expect.poll(() => app.evaluate(() => JSON.parse(localStorage.getItem('appInstances') ?? '[]').find((i: { active: boolean }) => i.active)?.apiUrl)).toBe(`${second.url}/`)
    await app.getByRole('button', { name: 'Tools' }).click()
    await expect(app.getByTestId('instances-list').getByRole('button', { name: `Remove ${host(second.url)}` })).toBeDisabled()

    await app.getByTestId('instances-list').getByRole('button', { name: `Switch to ${host(printer.url)}` }).click()
    await waitForReady(app)
    await expect.poll(() => app.evaluate(() => JSON.parse(localStorage.getItem('appInstances') ?? '[]').find((i: { active: boolean }) => i.active)?.apiUrl)).toBe(`${printer.url}/`)
  } finally {
    await second.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('a failing call shows the server message in a toast, and the page keeps working', async ({ app, dashboard, printer }) => {
  await app.goto(`${dashboard.url}/settings#auth`)
  await waitForReady(app)
  const addUser = async () => {
    await app.getByRole('button', { name: 'Add user' }).click()
    const dialog = app.getByRole('dialog', { name: 'Add user' })
    await dialog.getByLabel('Username').fill('alice')
    await dialog.locator('input[type=password]').fill('secret-1')
    await dialog.getByRole('button', { name: 'Save' }).click()
    return dialog
  }
  await addUser()
  await expect.poll(async () => (await printer.api.get<{ users: { username: string }[] }>('/access/users/list')).users.map((u) => u.username)).toContain('alice')
  await waitForReady(app)
  const dialog = await addUser()
  await expect(app.getByText('User alice already exists')).toBeVisible()
  // Nothing typed is lost: the dialog stays open with the values.
  await expect(dialog.getByLabel('Username')).toHaveValue('alice')
})
