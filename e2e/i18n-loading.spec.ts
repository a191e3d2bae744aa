import type { Page } from '@playwright/test'
import { expect, loadAgain, test, waitForReady } from './fixtures'
import { tr } from './i18n-helpers'

/**
 * The translation files a page fetches, as 'de/app' …, from the built chunks' names (vite.config.ts):
 * a locale's shell namespace is its own file, the first dashboard's screen namespaces come in one
 * 'dashboard' file and the other screens' in one 'screens' file.
 */
function recordLocaleFiles(page: Page): string[] {
  const files: string[] = []
  page.on('request', (request) => {
    const m = new URL(request.url()).pathname.match(/\/locale-([\w-]+?)-(\w+)-[\w-]+\.js$/)
    if (m) files.push(`${m[1]}/${m[2]}`)
  })
  return files
}

test('with Deutsch saved, first paint fetches only de/app and the dashboard no English file', async ({ page, dashboard, printer }) => {
  dashboard.config = { apiUrl: printer.url }
  await page.addInitScript(() => localStorage.setItem('stratum-locale', 'de'))
  const files = recordLocaleFiles(page)
  await page.goto(dashboard.url)
  // First paint of the shell: the navigation in German.
  await expect(page.getByRole('navigation').first().getByText(tr('de', 'app', 'nav.settings'), { exact: true })).toBeVisible({ timeout: 20_000 })
  expect(files[0]).toBe('de/app')
  expect(files.filter((f) => f.endsWith('/app'))).toEqual(['de/app'])
  await waitForReady(page)
  await expect(page.getByTestId('card-loading')).toHaveCount(0, { timeout: 30_000 })
  await page.waitForTimeout(500)
  // Every locale is complete, so English is never needed beside German.
  expect(files.filter((f) => !f.startsWith('de/'))).toEqual([])
  // The first dashboard's texts. The other screens' file waits until a part that needs it shows (here a
  // card lower down may come near the window, with no camera above it).
  expect(files.slice(0, 2)).toEqual(['de/app', 'de/dashboard'])
})

test('choosing English later fetches the English files, and the page shows them', async ({ page, dashboard, printer }) => {
  dashboard.config = { apiUrl: printer.url }
  await page.addInitScript(() => localStorage.getItem('stratum-locale') ?? localStorage.setItem('stratum-locale', 'de'))
  const files = recordLocaleFiles(page)
  await page.goto(`${dashboard.url}/settings#general`)
  await waitForReady(page)
  await expect(page.getByTestId('setting-locale')).toHaveValue('Deutsch')
  await page.getByTestId('setting-locale').click()
  await page.getByRole('option', { name: 'English', exact: true }).click()
  await expect(page.getByRole('navigation').first().getByText('Settings', { exact: true })).toBeVisible()
  expect(files).toContain('en/app')
  expect(files).toContain('en/screens')
})

test('a first visit without a saved language fetches only English', async ({ app }) => {
  const files = recordLocaleFiles(app)
  await loadAgain(app)
  await waitForReady(app)
  await expect(app.getByTestId('card-loading')).toHaveCount(0, { timeout: 30_000 })
  expect(files[0]).toBe('en/app')
  expect(files.filter((f) => !f.startsWith('en/'))).toEqual([])
})
