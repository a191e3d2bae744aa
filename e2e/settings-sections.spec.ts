import { test, expect, waitForReady } from './fixtures'
import type { PrinterClient } from './printer-client'

type Item<T> = { value: T }

/** Does a PNG data URL (260 px, margin 2) show, module by module, the QR code of `text` at `level`? */
async function qrMatches(dataUrl: string | null, text: string, level: 'L' | 'M'): Promise<boolean> {
  if (!dataUrl) return false
  const QRCode = await import('qrcode')
  const { PNG } = await import('pngjs')
  const png = PNG.sync.read(Buffer.from(dataUrl.split(',')[1], 'base64'))
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: level }).modules
  const scale = png.width / (size + 4)
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) {
      const x = Math.floor((col + 2.5) * scale)
      const y = Math.floor((row + 2.5) * scale)
      const dark = png.data[(y * png.width + x) * 4] < 128
      if (dark !== Boolean(data[row * size + col])) return false
    }
  return true
}
/** A stored setting, or undefined while it is not written yet (the poll then tries again). */
const setting = async <T>(api: PrinterClient, key: string) =>
  (await api.get<Item<T>>(`/server/database/item?namespace=fluidd&key=${key}`).catch(() => undefined))?.value

// The print costs section needs the history component; seeded jobs make it a lived-in printer.
test.use({ simOptions: { timeScale: 20, seedHistory: 2 } })

test('each newer section opens by its hash and lands at the top of the page', async ({ app, dashboard }) => {
  test.setTimeout(180_000)
  for (const id of ['camera', 'gcodePreview', 'costs', 'timelapse', 'versions', 'auth']) {
    await app.goto(`${dashboard.url}/settings#${id}`)
    await waitForReady(app)
    const section = app.getByTestId(`settings-section-${id}`)
    await expect(section, id).toBeVisible({ timeout: 30_000 })
    // The side navigation links to it too.
    await expect(app.locator(`a[href="/settings#${id}"]`), id).toBeVisible()
    // At the top (60 px below the header), or as high as the page scrolls for the last sections.
    const landed = async () => {
      const y = (await section.boundingBox())!.y
      const atBottom = await app.evaluate(() => window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)
      return y > -5 && (y < 140 || atBottom)
    }
    await expect.poll(landed, { message: id, timeout: 8000 }).toBe(true)
    await app.waitForTimeout(500)
    expect(await landed(), id).toBe(true)
  }
})

test('the user menu item "Authentication settings" opens the settings at that section', async ({ app }) => {
  await waitForReady(app)
  // The dashboard's cards first: on a loaded machine their code keeps the page busy for a while.
  await expect(app.getByTestId('card-loading')).toHaveCount(0, { timeout: 30_000 })
  await app.getByRole('button', { name: 'User menu' }).click()
  await app.getByRole('menuitem', { name: 'Authentication settings' }).click({ timeout: 20_000 })
  await expect(app).toHaveURL(/\/settings#auth$/)
  const section = app.getByTestId('settings-section-auth')
  await expect(section).toBeVisible({ timeout: 30_000 })
  await expect.poll(async () => Math.round((await section.boundingBox())!.y), { timeout: 8000 }).toBeLessThan(140)
  await app.waitForTimeout(800)
  expect((await section.boundingBox())!.y).toBeGreaterThan(-5)
  expect((await section.boundingBox())!.y).toBeLessThan(140)
})

test('sections that store UI settings put them back to their defaults', async ({ app, dashboard, printer }) => {
  await app.goto(`${dashboard.url}/settings`)
  await waitForReady(app)
  await expect(app.getByTestId('settings-section-general')).toBeVisible({ timeout: 30_000 })
  for (const id of ['general', 'console', 'theme', 'toolhead', 'presets', 'gcodePreview', 'costs']) await expect(app.getByTestId(`reset-${id}`), id).toBeAttached()
  // The file editor and timelapse sections carry their own reset (SPEC §2).
  await expect(app.getByTestId('settings-section-editor').getByRole('button', { name: 'Reset to defaults', exact: true })).toBeVisible()
  await expect(app.getByTestId('settings-section-timelapse').getByRole('button', { name: 'Reset', exact: true })).toBeVisible()

  const width = app.getByTestId('setting-extrusionLineWidth')
  await width.fill('0.5')
  await width.press('Enter')
  await expect.poll(() => setting<number>(printer.api, 'uiSettings.gcodePreview.extrusionLineWidth')).toBe(0.5)
  await app.getByTestId('reset-gcodePreview').click()
  await app.getByRole('dialog').getByRole('button', { name: 'Yes' }).click()
  await expect.poll(() => setting<number>(printer.api, 'uiSettings.gcodePreview.extrusionLineWidth')).toBe(0.3)
  await expect(width).toHaveValue('0.3')

  const price = app.getByTestId('cost-filamentPerKg')
  await price.fill('25')
  await price.blur()
  await expect.poll(() => setting<number>(printer.api, 'uiSettings.history.costs.filamentPerKg')).toBe(25)
  await app.getByTestId('reset-costs').click()
  await app.getByRole('dialog').getByRole('button', { name: 'Yes' }).click()
  await expect.poll(() => setting<Record<string, unknown>>(printer.api, 'uiSettings.history.costs')).toEqual({ filamentPerKg: null, energyPerKwh: null, printerWatts: null, density: 1.24, diameter: 1.75, currency: '' })
  await expect(price).toHaveValue('')
})

test('the search keeps only the sections with a matching field, the newer sections included', async ({ app, dashboard }) => {
  await app.goto(`${dashboard.url}/settings`)
  await waitForReady(app)
  await expect(app.getByTestId('settings-section-versions')).toBeVisible({ timeout: 30_000 })
  const search = app.getByTestId('settings-search')
  const shown = () => app.locator('[data-testid^="settings-section-"]:visible').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('settings-section-', '')))
  for (const [query, ids] of [
    ['Extrusion line width', ['gcodePreview']],
    ['Filament price', ['costs']],
    ['Stream delay', ['timelapse']],
    // Every word counts, wherever it is: Alerts has "Update available" and "Allow".
    ['Update all', ['alerts', 'versions']],
    ['Quiet hours', ['alerts']],
    ['Add camera', ['camera']],
    ['API key', ['auth']],
    ['barometric', ['general']],
  ] as const) {
    await search.fill(query)
    await expect.poll(shown, { message: query }).toEqual(ids)
    // The side navigation lists only what is left.
    await expect(app.locator('a[href^="/settings#"]'), query).toHaveCount(ids.length)
  }
  await search.fill('')
  await expect.poll(async () => (await shown()).length).toBeGreaterThan(10)
})

test('Authentication shows the printer API key with its 260 px QR code at level L, and a refresh replaces it', async ({ app, dashboard, printer }) => {
  const printerKey = () => printer.api.get<string>('/access/api_key')
  await app.goto(`${dashboard.url}/settings#auth`)
  await waitForReady(app)
  const key = app.getByTestId('api-key')
  await expect(key).toHaveText(await printerKey())
  await app.getByRole('button', { name: 'Show QR code' }).click()
  const qr = app.getByTestId('api-key-qr')
  await expect(qr).toBeVisible()
  const box = (await qr.boundingBox())!
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([260, 260])
  // Every module of the image is the one of this key's QR code at error correction level L.
  expect(await qrMatches(await qr.getAttribute('src'), await printerKey(), 'L')).toBe(true)
  expect(await qrMatches(await qr.getAttribute('src'), await printerKey(), 'M')).toBe(false)

  const before = await printerKey()
  await app.getByTestId('api-key-refresh').click()
  await app.getByRole('dialog').getByRole('button', { name: 'Yes' }).click()
  await expect.poll(printerKey).not.toBe(before)
  await expect(key).toHaveText(await printerKey())
})

test('Save config and restart asks first only while confirmOnSaveConfigAndRestart is on', async ({ app, dashboard, printer }) => {
  await waitForReady(app)
  await expect(app.getByTestId('card-loading')).toHaveCount(0, { timeout: 30_000 })
  // A pending change for SAVE_CONFIG: a mesh profile saved under a new name.
  await printer.api.gcode('BED_MESH_PROFILE LOAD="hot_bed"')
  await printer.api.gcode('BED_MESH_PROFILE SAVE="copy"')
  const save = app.getByTestId('save-config-button')
  await save.click({ timeout: 20_000 })
  const dialog = app.getByRole('dialog', { name: 'Pending configuration changes' })
  await expect(dialog.locator('[data-section="bed_mesh copy"]')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click({ timeout: 20_000 })
  expect((await printer.api.query<{ save_config_pending: boolean }>('configfile')).save_config_pending).toBe(true)

  await app.goto(`${dashboard.url}/settings#general`)
  await waitForReady(app)
  const confirmFirst = app.getByRole('switch', { name: 'Confirm SAVE_CONFIG and restart' })
  await expect(confirmFirst).toBeAttached({ timeout: 30_000 })
  await confirmFirst.click({ force: true })
  await expect.poll(() => setting<boolean>(printer.api, 'uiSettings.general.confirmOnSaveConfigAndRestart')).toBe(false)
  await save.click({ timeout: 20_000 })
  await expect(app.getByRole('dialog')).toHaveCount(0)
  await expect
    .poll(async () => (await printer.api.query<{ save_config_pending: boolean }>('configfile').catch(() => ({ save_config_pending: true }))).save_config_pending, { timeout: 30_000 })
    .toBe(false)
  const cfg = await fetch(`${printer.url}/server/files/config/printer.cfg`).then((r) => r.text())
  expect(cfg).toContain('#*# [bed_mesh copy]')
})
