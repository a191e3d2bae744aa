import { expect, simOnly, test, waitForReady } from '../fixtures'
import { browser, openPage, row } from '../files-helpers'
import { PrinterClient } from '../printer-client'

const USER = { username: 'maker', password: 'secret-pass' }

test.use({ simOptions: { timeScale: 20, auth: true, users: [USER] } })
test.beforeEach(() => simOnly())

test('a session revoked elsewhere: the login is asked over the page, the unsaved editor text survives it and is saved after', async ({ app, dashboard, printer }) => {
  await expect(app).toHaveURL(`${dashboard.url}/login`)
  await app.getByLabel('Username').fill(USER.username)
  await app.locator('input[type=password]').fill(USER.password)
  await app.getByRole('button', { name: 'Login' }).click()
  await waitForReady(app)

  await openPage(app, dashboard.url, '/configure')
  await waitForReady(app)
  await row(browser(app, 'config-files'), 'printer.cfg').click()
  const editor = app.locator('.cm-content')
  // The editor loads on first use; a busy machine takes a while.
  await expect(editor).toBeVisible({ timeout: 20_000 })
  await editor.click()
  await app.keyboard.press('Control+Home')
  // Work in progress: text typed, not saved.
  await app.keyboard.insertText('# typed before the session ended\n')
  await expect(app.getByTestId('editor-filename')).toContainText('•')

  // Another client logs the same user out: every token of the user dies, refresh tokens included.
  await printer.api.post('/access/logout')
  const reader = new PrinterClient(printer.url, USER)
  const before = await (await fetch(`${printer.url}/server/files/config/printer.cfg`, { headers: { Authorization: `Bearer ${await token(reader)}` } })).text()

  await app.getByTestId('editor-dialog').getByRole('button', { name: 'Save', exact: true }).click()
  // The refused save went through the door: no renewal possible, so the login is asked, over the page.
  const login = app.getByRole('dialog', { name: 'Welcome back' })
  await expect(login.getByTestId('session-ended')).toHaveText('Your session has ended. Please log in again.')
  await expect(app).toHaveURL(/\/configure$/)
  await expect(editor).toContainText('# typed before the session ended')
  // Nothing half-written reached the printer.
  expect(await (await fetch(`${printer.url}/server/files/config/printer.cfg`, { headers: { Authorization: `Bearer ${await token(reader)}` } })).text()).toBe(before)

  await login.getByLabel('Username').fill(USER.username)
  await login.locator('input[type=password]').fill(USER.password)
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(login).toHaveCount(0)
  await waitForReady(app)
  await expect(editor).toContainText('# typed before the session ended')
  await app.getByTestId('editor-dialog').getByRole('button', { name: 'Save', exact: true }).click()
  await expect
    .poll(async () => (await fetch(`${printer.url}/server/files/config/printer.cfg`, { headers: { Authorization: `Bearer ${await token(reader)}` } })).text())
    .toContain('# typed before the session ended')
})

/** A fresh login of the test's own reader, since the revocation ended its earlier one too. */
async function token(reader: PrinterClient): Promise<string> {
  const res = await fetch(`${reader.url}/access/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...USER, source: 'moonraker' }),
  })
  return ((await res.json()) as { result: { token: string } }).result.token
}
