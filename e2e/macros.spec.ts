import type { Page } from '@playwright/test'
import { test, expect, waitForReady } from './fixtures'

type StoredMacro = { name: string; categoryId?: string; visible?: boolean }
type MacrosRoot = { value: { stored?: StoredMacro[]; categories?: { id: string; name: string }[] } }
/** macros.stored is Fluidd's list of records. */
const storedOf = (root: MacrosRoot['value'], name: string) => root.stored?.find((m) => m.name === name)
const macrosRoot = (printer: { api: { get<T>(p: string): Promise<T> } }) =>
  printer.api.get<MacrosRoot>('/server/database/item?namespace=fluidd&key=macros').then((r) => r.value)

async function openMacroSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click()
  const section = page.getByTestId('macro-categories-settings')
  // Settings sections load lazily.
  await expect(section).toBeVisible({ timeout: 20_000 })
  return section
}

test('a macro with parameters runs from its dialog with the values typed', async ({ app, printer }) => {
  await waitForReady(app)
  const card = app.getByTestId('macros-card')
  // Dashboard cards load lazily; on a busy machine that can take a while after the socket is ready.
  await expect(card).toBeVisible({ timeout: 20_000 })
  await card.getByRole('button', { name: 'LOAD_FILAMENT', exact: true }).click()
  const dialog = app.getByRole('dialog')
  await expect(dialog.getByRole('textbox', { name: 'TEMP' })).toBeVisible()
  await dialog.getByRole('textbox', { name: 'TEMP' }).fill('231')
  await dialog.getByRole('button', { name: 'Run' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(async () => (await printer.api.query<{ target: number }>('extruder')).target, { timeout: 15_000 }).toBe(231)
})

test('a macro moved into a category goes back to Uncategorized when the category is deleted', async ({ app, printer }) => {
  await waitForReady(app)
  let settings = await openMacroSettings(app)
  await settings.getByRole('button', { name: 'Add category' }).click()
  const nameDialog = app.getByRole('dialog', { name: 'Add category' })
  await nameDialog.getByRole('textbox', { name: 'Name' }).fill('Filament')
  await nameDialog.getByRole('button', { name: 'Save' }).click()
  await expect(settings.locator('[data-category="Filament"]')).toBeVisible()

  // A second category with the same name, in another case, is refused.
  await settings.getByRole('button', { name: 'Add category' }).click()
  await nameDialog.getByRole('textbox', { name: 'Name' }).fill('FILAMENT')
  await expect(nameDialog.getByText('Already exists')).toBeVisible()
  await nameDialog.getByRole('button', { name: 'Cancel' }).click()

  const category = (await macrosRoot(printer)).categories!.find((c) => c.name === 'Filament')!
  expect(category).toBeTruthy()

  // Move PURGE_LINE from Uncategorized into it.
  await settings.locator('[data-category="Uncategorized"]').click()
  await expect(app).toHaveURL(/\/settings\/macros\/0$/)
  const page = app.getByTestId('macro-category-page')
  await page.getByRole('textbox', { name: 'Search' }).fill('purge')
  await expect(page.getByTestId('macro-row')).toHaveCount(1)
  await page.getByRole('button', { name: 'Edit macro: PURGE_LINE' }).click()
  const macroDialog = app.getByRole('dialog', { name: 'PURGE_LINE' })
  await macroDialog.getByRole('combobox', { name: 'Category' }).click()
  await app.getByRole('option', { name: 'Filament' }).click()
  await macroDialog.getByRole('button', { name: 'Save' }).click()
  await expect(macroDialog).toBeHidden()
  await expect(page.getByTestId('macro-row')).toHaveCount(0)
  await expect.poll(async () => storedOf(await macrosRoot(printer), 'purge_line')?.categoryId).toBe(category.id)

  // The dashboard groups it under the new category.
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(app).toHaveURL(/\/settings#macros$/)
  settings = app.getByTestId('macro-categories-settings')
  await expect(settings.locator('[data-category="Filament"]')).toContainText('1 / 1 visible')

  await settings.getByRole('button', { name: 'Remove category: Filament' }).click()
  await expect(settings.locator('[data-category="Filament"]')).toHaveCount(0)
  await expect.poll(async () => storedOf(await macrosRoot(printer), 'purge_line')?.categoryId).toBe('0')

  await app.reload()
  await waitForReady(app)
  settings = app.getByTestId('macro-categories-settings')
  await settings.locator('[data-category="Uncategorized"]').click()
  await expect(app.getByTestId('macro-category-page').locator('[data-macro="purge_line"]')).toBeVisible()
})

test('an unknown category id redirects to the macro settings', async ({ app, dashboard }) => {
  await app.goto(`${dashboard.url}/settings/macros/no-such-category`)
  await waitForReady(app)
  await expect(app).toHaveURL(/\/settings#macros$/)
  await expect(app.getByTestId('macro-categories-settings')).toBeVisible()
})

test('hidden macros leave the dashboard card; all-on brings them back', async ({ app, printer }) => {
  await waitForReady(app)
  const card = app.getByTestId('macros-card')
  await expect(card.locator('[data-macro="print_start"]')).toBeVisible({ timeout: 20_000 })
  await expect(card.locator('[data-macro="_park_toolhead"]')).toHaveCount(0)

  const settings = await openMacroSettings(app)
  await settings.locator('[data-category="Uncategorized"]').click()
  const page = app.getByTestId('macro-category-page')
  await page.getByRole('switch', { name: 'Visible: PRINT_START' }).uncheck({ force: true })
  await expect.poll(async () => storedOf(await macrosRoot(printer), 'print_start')?.visible).toBe(false)
  await page.getByRole('button', { name: 'Hide all' }).click()
  await expect.poll(async () => ((await macrosRoot(printer)).stored ?? []).every((m) => m.visible === false)).toBe(true)
  await page.getByRole('button', { name: 'Show all' }).click()
  await expect.poll(async () => storedOf(await macrosRoot(printer), 'print_start')?.visible).toBe(true)

  await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(app.getByTestId('macros-card').locator('[data-macro="print_start"]')).toBeVisible()
})
