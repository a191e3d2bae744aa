import type { Page } from '@playwright/test'
import { expect, test, waitForReady } from './fixtures'
import { browser, openPage, row } from './files-helpers'

const HISTORY = '/server/files/directory?path=config/.stratum/history/printer.cfg'

async function printerCfg(url: string): Promise<string> {
  return (await fetch(`${url}/server/files/config/printer.cfg`)).text()
}

async function openPrinterCfg(app: Page, base: string) {
  await openPage(app, base, '/configure')
  await row(browser(app, 'config-files'), 'printer.cfg').click()
  await expect(app.locator('.cm-content')).toBeVisible()
  return app.getByTestId('editor-dialog')
}

/** Types at the top of the document (Klipper's SAVE_CONFIG block must stay last). */
async function insertAtTop(app: Page, text: string) {
  await app.locator('.cm-content').click()
  await app.keyboard.press('Control+Home')
  await app.keyboard.insertText(text)
}

async function save(app: Page, dialog: ReturnType<Page['getByTestId']>) {
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(app.getByTestId('editor-filename')).not.toContainText('•')
}

test.beforeEach(async ({ app, printer }) => {
  test.skip(!printer.sim, 'writes versions into the printer’s config folder')
  await waitForReady(app)
})

test('a misspelt option is marked before saving, and its quick fix puts the right name in', async ({ app, dashboard, printer }) => {
  const dialog = await openPrinterCfg(app, dashboard.url)
  await insertAtTop(app, '[gcode_arcs]\nresolutoin: 1.0\n\n')
  const mark = app.locator('.cm-lintRange-error')
  await expect(mark).toHaveCount(1)
  await mark.hover()
  const tooltip = app.locator('.cm-tooltip-lint')
  await expect(tooltip).toContainText('Unknown option `resolutoin` in [gcode_arcs]: did you mean `resolution`?')
  await tooltip.getByRole('button', { name: 'Change to resolution' }).click()
  await expect(app.locator('.cm-content')).toContainText('resolution: 1.0')
  await expect(mark).toHaveCount(0)
  await save(app, dialog)
  expect(await printerCfg(printer.url)).toContain('[gcode_arcs]\nresolution: 1.0\n')
})

test('two saves keep two versions; the diff shows them; restoring one is itself a save', async ({ app, dashboard, printer }) => {
  const original = await printerCfg(printer.url)
  const dialog = await openPrinterCfg(app, dashboard.url)
  await insertAtTop(app, '# first save\n')
  await save(app, dialog)
  await insertAtTop(app, '# second save\n')
  await save(app, dialog)
  const versions = () => printer.api.get<{ files: { filename: string }[] }>(HISTORY).then((r) => r.files.length, () => 0)
  expect(await versions()).toBe(2)

  await dialog.getByRole('button', { name: 'History' }).click()
  const history = app.getByTestId('history-dialog')
  await expect(history.getByTestId('history-version')).toHaveCount(2)
  // The newest version (the text before the second save) against the file now: one line added.
  await expect(history.getByTestId('diff-view').locator('.cm-changedLine')).toContainText('# second save')

  // The oldest is the file as it was before either save.
  await history.getByTestId('history-version').nth(1).click()
  await expect(history.getByTestId('diff-view').locator('.cm-changedLine').first()).toContainText('# second save')
  await history.getByRole('button', { name: 'Restore this version' }).click()
  await expect(app.getByText('Version restored')).toBeVisible()
  await expect.poll(() => printerCfg(printer.url)).toBe(original)
  await expect(history.getByTestId('history-version')).toHaveCount(3)
  expect(await versions()).toBe(3)
  await app.keyboard.press('Escape')
  await expect(app.locator('.cm-content')).not.toContainText('# first save')
  await expect(app.getByTestId('editor-filename')).not.toContainText('•')
})

test('unsaved text survives a reload and is offered back, with the printer’s file left alone', async ({ app, dashboard, printer }) => {
  const original = await printerCfg(printer.url)
  await openPrinterCfg(app, dashboard.url)
  await insertAtTop(app, '# a draft note\n')
  await expect(app.getByTestId('editor-filename')).toContainText('•')
  // Drafts are written after a pause in typing.
  await app.waitForTimeout(1500)
  await app.reload()
  await waitForReady(app)

  await openPrinterCfg(app, dashboard.url)
  const banner = app.getByTestId('draft-banner')
  await expect(banner).toContainText('Unsaved changes from')
  await expect(app.locator('.cm-content')).not.toContainText('# a draft note')
  await banner.getByRole('button', { name: 'Compare' }).click()
  await expect(app.getByTestId('diff-view').locator('.cm-changedLine')).toContainText('# a draft note')
  await app.keyboard.press('Escape')
  await banner.getByRole('button', { name: 'Restore' }).click()
  await expect(app.locator('.cm-content')).toContainText('# a draft note')
  await expect(app.getByTestId('editor-filename')).toContainText('•')
  await expect(banner).toHaveCount(0)
  expect(await printerCfg(printer.url)).toBe(original)
})
