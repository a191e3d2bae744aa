import type { Page } from '@playwright/test'
import { test, expect, waitForReady } from './fixtures'

type ConsoleRoot = { value: { filters?: { name: string; type: string; value: string; enabled: boolean }[] } }
type UiRoot = { value: { general?: { hideTempWaits?: boolean } } }

async function openSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click()
  const section = page.getByTestId('console-settings')
  // Settings sections load lazily.
  await expect(section).toBeVisible({ timeout: 20_000 })
  return section
}

test('a contains filter hides temperature lines; a bad expression is refused', async ({ app, printer }) => {
  await waitForReady(app)
  const settings = await openSettings(app)

  // Temperature reports are hidden by default; show them so the filter has something to hide.
  await settings.getByRole('switch', { name: 'Hide temperature waits' }).click()
  await expect.poll(async () => (await printer.api.get<UiRoot>('/server/database/item?namespace=fluidd&key=uiSettings')).value.general?.hideTempWaits).toBe(false)

  await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Console' }).click()
  const consolePage = app.getByTestId('console-page')
  const input = consolePage.getByTestId('console-input')
  await input.fill('M105')
  await input.press('Enter')
  const tempLines = consolePage.getByTestId('console-line').filter({ hasText: /B:\d/ })
  await expect(tempLines.first()).toBeVisible()

  const settingsAgain = await openSettings(app)
  await settingsAgain.getByRole('button', { name: 'Add filter' }).click()
  const dialog = app.getByRole('dialog', { name: 'Add filter' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Temperatures')
  await dialog.getByRole('textbox', { name: 'Value' }).fill('B:')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(settingsAgain.getByTestId('console-filter-row')).toHaveCount(1)
  await expect
    .poll(async () => (await printer.api.get<ConsoleRoot>('/server/database/item?namespace=fluidd&key=console')).value.filters)
    .toEqual([expect.objectContaining({ name: 'Temperatures', type: 'contains', value: 'B:', enabled: true })])

  // A broken regular expression is flagged and nothing is saved.
  await settingsAgain.getByRole('button', { name: 'Add filter' }).click()
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Broken')
  await dialog.getByRole('combobox', { name: 'Type' }).click()
  await app.getByRole('option', { name: 'Expression' }).click()
  await dialog.getByRole('textbox', { name: 'Value' }).fill('([')
  await expect(dialog.getByText('Invalid Expression')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save' }).click({ force: true })
  await expect(dialog).toBeVisible()
  // The name must be unique too, ignoring case.
  await dialog.getByRole('textbox', { name: 'Name' }).fill('temperatures')
  await expect(dialog.getByText('Already exists')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(settingsAgain.getByTestId('console-filter-row')).toHaveCount(1)
  const saved = await printer.api.get<ConsoleRoot>('/server/database/item?namespace=fluidd&key=console')
  expect(saved.value.filters).toHaveLength(1)

  // Back in the console, the temperature lines are gone while other lines stay.
  await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Console' }).click()
  await expect(consolePage.getByTestId('console-line').filter({ hasText: /M105$/ }).first()).toBeVisible()
  await expect(consolePage.getByTestId('console-line').filter({ hasText: /B:\d/ })).toHaveCount(0)
})
