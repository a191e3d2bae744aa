import type { Page } from '@playwright/test'
import { expect, test, waitForReady } from './fixtures'

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })

test('back and forward put /settings back where the user had scrolled it, though its sections mount after the page', async ({ app, dashboard }) => {
  await app.goto(`${dashboard.url}/settings`)
  await waitForReady(app)
  await expect(app.getByTestId('settings-section-versions')).toBeAttached({ timeout: 30_000 })
  await app.mouse.move(640, 400)
  await app.mouse.wheel(0, 2400)
  await expect.poll(() => scrollY(app)).toBeGreaterThan(2000)
  const where = await scrollY(app)

  await nav(app, 'Console').click()
  await expect(app).toHaveURL(`${dashboard.url}/console`)
  await expect(app.getByTestId('console-page')).toBeVisible()
  await app.goBack()
  await expect(app).toHaveURL(`${dashboard.url}/settings`)
  await expect.poll(() => scrollY(app), { timeout: 10_000 }).toBe(where)
  // It stays there as the rest of the page fills in.
  await app.waitForTimeout(1500)
  expect(await scrollY(app)).toBe(where)

  // Forward to the console (a short page, at its top), and back once more.
  await app.goForward()
  await expect(app).toHaveURL(`${dashboard.url}/console`)
  await app.goBack()
  await expect.poll(() => scrollY(app), { timeout: 10_000 }).toBe(where)
})

test('a section the user went to by its link, scrolled past, comes back where they left it, not at the section', async ({ app, dashboard }) => {
  await app.goto(`${dashboard.url}/settings#macros`)
  await waitForReady(app)
  await expect(app.getByTestId('settings-section-macros')).toBeVisible({ timeout: 30_000 })
  await expect(app.getByTestId('settings-section-general')).toBeAttached({ timeout: 30_000 })
  await app.waitForTimeout(3000)
  await app.mouse.move(640, 400)
  await app.mouse.wheel(0, 900)
  await app.waitForTimeout(500)
  const where = await scrollY(app)

  await nav(app, 'Jobs').click()
  await expect(app).toHaveURL(`${dashboard.url}/jobs`)
  await expect(app.getByTestId('jobs-page')).toBeVisible()
  await app.goBack()
  await expect(app).toHaveURL(`${dashboard.url}/settings#macros`)
  await expect.poll(() => scrollY(app), { timeout: 10_000 }).toBe(where)
  await app.waitForTimeout(1500)
  expect(await scrollY(app)).toBe(where)
})
