import { expect, test, waitForReady } from './fixtures'
import { browser, openPage, row } from './files-helpers'

test('a dropped socket keeps the config editor and its unsaved text; Save works once the printer is back', async ({ app, dashboard, printer }) => {
  await openPage(app, dashboard.url, '/configure')
  await waitForReady(app)
  await row(browser(app, 'config-files'), 'printer.cfg').click()
  const dialog = app.getByTestId('editor-dialog')
  await expect(app.locator('.cm-content')).toBeVisible()
  await app.locator('.cm-content').click()
  await app.keyboard.press('Control+Home')
  await app.keyboard.insertText('# typed before the drop\n')
  await expect(app.getByTestId('editor-filename')).toContainText('•')

  await printer.api.post('/sim/fault', { flag: 'drop-sockets', enabled: true })
  // The connection state shows above the page; the editor underneath stays open with its text.
  await expect(app.getByTestId('disconnected-banner')).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(app.locator('.cm-content')).toContainText('# typed before the drop')

  await waitForReady(app)
  await expect(app.getByTestId('disconnected-banner')).toHaveCount(0)
  await expect(app.locator('.cm-content')).toContainText('# typed before the drop')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect
    .poll(async () => (await fetch(`${printer.url}/server/files/config/printer.cfg`)).text())
    .toContain('# typed before the drop')
})
