import type { Page } from '@playwright/test'
import { expect, test, waitForReady } from './fixtures'
import { browser, openPage, row } from './files-helpers'

async function printerCfg(url: string): Promise<string> {
  const res = await fetch(`${url}/server/files/config/printer.cfg`)
  return res.text()
}

async function openPrinterCfg(app: Page, base: string) {
  await openPage(app, base, '/configure')
  const config = browser(app, 'config-files')
  await row(config, 'printer.cfg').click()
  const dialog = app.getByTestId('editor-dialog')
  await expect(dialog).toBeVisible()
  await expect(app.locator('.cm-content')).toBeVisible()
  return dialog
}

/** Inserts text where the cursor goes: the start of the document (Klipper's SAVE_CONFIG block must stay last). */
async function insertText(app: Page, text: string, at: 'start' | 'end' = 'start') {
  await app.locator('.cm-content').click()
  await app.keyboard.press(at === 'start' ? 'Control+Home' : 'Control+End')
  await app.keyboard.insertText(text)
}

// A real printer keeps what a test saves: its printer.cfg is put back afterwards, and Klipper restarted
// onto it when it changed, so the next test (and the next run) meets the printer as it was.
let originalCfg: string | null = null
test.beforeEach(async ({ app, printer }) => {
  originalCfg = printer.sim ? null : await printerCfg(printer.url)
  await waitForReady(app)
})
test.afterEach(async ({ printer }) => {
  if (originalCfg === null || (await printerCfg(printer.url)) === originalCfg) return
  await printer.api.upload('config', 'printer.cfg', originalCfg)
  await printer.api.post('/printer/restart').catch(() => undefined) // answers late or not at all while Klipper restarts
  // Let the restart begin before waiting for ready again (Klipper still reads ready for a moment).
  const end = Date.now() + 10_000
  while (Date.now() < end && (await printer.api.serverInfo().catch(() => ({ klippy_state: 'down' }))).klippy_state === 'ready') await new Promise((r) => setTimeout(r, 200))
  await printer.api.makeReady()
})

test('editing printer.cfg and choosing Save & restart writes the file and restarts Klipper', async ({ app, dashboard, printer }) => {
  const dialog = await openPrinterCfg(app, dashboard.url)
  // Section headers link to the configuration reference.
  await expect(app.getByTestId('code-lens').first()).toHaveAttribute('href', /Config_Reference\.html#/)

  const startedBefore = (await printer.api.get<{ state: string }>('/printer/info')).state
  expect(startedBefore).toBe('ready')
  await insertText(app, '[gcode_macro STRATUM_SAVED]\ngcode:\n  M117 saved\n\n')
  await expect(app.getByTestId('editor-filename')).toContainText('•')
  await dialog.getByRole('button', { name: 'Save & restart' }).click()
  // The dialog closes once the restart is accepted (a paced real MCU takes a while to reset).
  await expect(app.getByTestId('editor-dialog')).toHaveCount(0, { timeout: 30_000 })

  await expect.poll(() => printerCfg(printer.url)).toContain('[gcode_macro STRATUM_SAVED]')
  // Klipper read the new config: the macro is a printer object now.
  const sections = async () => {
    try {
      const r = await printer.api.get<{ status: { configfile?: { config?: Record<string, unknown> } } }>('/printer/objects/query?configfile=config')
      return Object.keys(r.status.configfile?.config ?? {})
    } catch {
      return [] // Klipper is still restarting
    }
  }
  await expect.poll(sections, { timeout: 20_000 }).toContain('gcode_macro STRATUM_SAVED')
  await waitForReady(app)
})

test('closing an editor with unsaved changes asks first; cancelling keeps the text', async ({ app, dashboard, printer }) => {
  const original = await printerCfg(printer.url)
  const dialog = await openPrinterCfg(app, dashboard.url)
  await insertText(app, '\n# an unsaved note\n', 'end')
  await expect(app.getByTestId('editor-filename')).toContainText('•')

  await dialog.getByRole('button', { name: 'Close' }).click()
  const confirm = app.getByRole('dialog', { name: 'Unsaved changes' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(app.locator('.cm-content')).toContainText('# an unsaved note')

  await dialog.getByRole('button', { name: 'Close' }).click()
  await app.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Close without saving' }).click()
  await expect(app.getByTestId('editor-dialog')).toHaveCount(0)
  expect(await printerCfg(printer.url)).toBe(original)
})

test('an emptied file is not saved', async ({ app, dashboard, printer }) => {
  const original = await printerCfg(printer.url)
  const dialog = await openPrinterCfg(app, dashboard.url)
  await app.locator('.cm-content').click()
  await app.keyboard.press('Control+A')
  await app.keyboard.press('Delete')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(app.getByText('The file is empty, so it was not saved.')).toBeVisible()
  expect(await printerCfg(printer.url)).toBe(original)
})

test('editor settings save the auto-edit list with dots, without duplicates, sorted', async ({ app, dashboard, printer }) => {
  await openPage(app, dashboard.url, '/settings#editor')
  const settings = app.getByTestId('editor-settings')
  await expect(settings).toBeVisible()
  const input = settings.getByLabel('Open in the editor on click')
  await input.fill('gcode')
  await input.press('Enter')
  await input.fill('CFG')
  await input.press('Enter')
  const saved = () =>
    printer.api.get<{ value: string[] }>('/server/database/item?namespace=fluidd&key=uiSettings.editor.autoEditExtensions').then((r) => r.value, () => undefined)
  await expect.poll(saved).toEqual(['.cfg', '.conf', '.gcode', '.ini', '.log', '.md', '.sh', '.txt'])

  await settings.getByRole('switch', { name: 'Config reference links' }).click()
  await expect.poll(() => printer.api.get<{ value: boolean }>('/server/database/item?namespace=fluidd&key=uiSettings.editor.codeLens').then((r) => r.value, () => undefined)).toBe(false)

  await settings.getByRole('button', { name: 'Reset to defaults' }).click()
  await expect.poll(saved).toEqual(['.cfg', '.conf', '.ini', '.log', '.md', '.sh', '.txt'])
})

test('find in the editor counts the matches, steps through them, replaces all, and wears the dark theme', async ({ app, dashboard, printer }) => {
  const dialog = await openPrinterCfg(app, dashboard.url)
  const expected = ((await printerCfg(printer.url)).match(/max_temp/gi) ?? []).length
  expect(expected).toBeGreaterThan(1)
  await app.locator('.cm-content').click()
  await app.keyboard.press('Control+Home')
  await app.keyboard.press('Control+f')
  const search = app.getByTestId('editor-search')
  const find = search.getByRole('textbox', { name: 'Find' })
  await expect(find).toBeFocused()
  await find.fill('max_temp')
  await find.press('Enter')
  const count = search.getByTestId('editor-search-count')
  await expect(count).toHaveText(`1 of ${expected}`)
  await find.press('Enter')
  await expect(count).toHaveText(`2 of ${expected}`)
  await find.press('Shift+Enter')
  await expect(count).toHaveText(`1 of ${expected}`)
  // Our colours, not the browser's white form controls.
  expect(await find.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(255, 255, 255)')

  await search.getByRole('textbox', { name: 'Replace with' }).fill('limit_temp')
  await search.getByRole('button', { name: 'Replace all' }).click()
  await expect(count).toHaveText('No matches')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(async () => ((await printerCfg(printer.url)).match(/limit_temp/g) ?? []).length).toBe(expected)
})
