import { test, expect, waitForReady } from './fixtures'
import type { PrinterClient } from './printer-client'

type Item<T> = { value: T }
const setting = async <T>(api: PrinterClient, key: string) => (await api.get<Item<T>>(`/server/database/item?namespace=fluidd&key=${key}`)).value

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
  await expect.poll(() => setting<Record<string, unknown>>(printer.api, 'uiSettings.history.costs')).toEqual({})
  await expect(price).toHaveValue('')
})

test('the search keeps only the sections with a matching field, the newer sections included', async ({ app, dashboard }) => {
  await app.goto(`${dashboard.url}/settings`)
  await waitForReady(app)
  await expect(app.getByTestId('settings-section-versions')).toBeVisible({ timeout: 30_000 })
  const search = app.getByTestId('settings-search')
  const shown = () => app.locator('[data-testid^="settings-section-"]:visible').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('settings-section-', '')))
  for (const [query, id] of [
    ['Extrusion line width', 'gcodePreview'],
    ['Filament price', 'costs'],
    ['Stream delay', 'timelapse'],
    ['Update all', 'versions'],
    ['Add camera', 'camera'],
    ['API key', 'auth'],
    ['barometric', 'general'],
  ] as const) {
    await search.fill(query)
    await expect.poll(shown, { message: query }).toEqual([id])
    // The side navigation lists only what is left.
    await expect(app.locator('a[href^="/settings#"]'), query).toHaveCount(1)
  }
  await search.fill('')
  await expect.poll(async () => (await shown()).length).toBeGreaterThan(10)
})
