import type { Page } from '@playwright/test'
import { expect, test, waitForReady } from './fixtures'

/** Two tabs on the same printer, both on Settings, each with its own copy of the stored lists. */
async function openSettings(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/settings#presets`)
  await waitForReady(page)
  await expect(page.getByTestId('presets-settings')).toBeVisible()
}

async function addPreset(page: Page, name: string): Promise<void> {
  // A tab in the background is not rendered: bring it forward, as a user switching tabs does.
  await page.bringToFront()
  const card = page.getByTestId('presets-settings')
  await card.getByRole('button', { name: 'Add preset' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(card.getByText(name, { exact: true })).toBeVisible()
}

test('a preset saved in one tab is kept when another tab, opened before it, saves its own', async ({ app, printer, dashboard }) => {
  const url = dashboard.url
  const second = await app.context().newPage()
  await openSettings(app, url)
  await openSettings(second, url)

  // Each tab loaded the settings before either preset existed.
  await addPreset(app, 'PLA tab one')
  await addPreset(second, 'PETG tab two')

  const stored = async () =>
    (await printer.api.get<{ value: { name: string }[] }>('/server/database/item?namespace=fluidd&key=uiSettings.dashboard.tempPresets')).value.map((p) => p.name)
  await expect.poll(stored).toEqual(['PLA tab one', 'PETG tab two'])
  // The tab that saved second shows both; a removal there keeps the other tab's preset too.
  await app.bringToFront()
  await expect(second.getByTestId('presets-settings').getByText('PLA tab one', { exact: true })).toBeVisible()
  await app.getByRole('button', { name: 'Remove PLA tab one' }).click()
  await app.getByRole('dialog').getByRole('button', { name: 'Yes' }).click()
  await expect.poll(stored).toEqual(['PETG tab two'])
  await second.close()
})

test('a macro category added in each of two tabs: both are kept', async ({ app, printer, dashboard }) => {
  const url = dashboard.url
  const second = await app.context().newPage()
  for (const page of [app, second]) {
    await page.goto(`${url}/settings#macros`)
    await waitForReady(page)
  }
  for (const [page, name] of [[app, 'Calibration'], [second, 'Filament']] as const) {
    await page.bringToFront()
    await page.getByTestId('macro-categories-settings').getByRole('button', { name: 'Add category' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox').fill(name)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
  }
  const categories = async () =>
    (await printer.api.get<{ value: { name: string }[] }>('/server/database/item?namespace=fluidd&key=macros.categories')).value.map((c) => c.name)
  await expect.poll(categories).toEqual(['Calibration', 'Filament'])
  await second.close()
})
