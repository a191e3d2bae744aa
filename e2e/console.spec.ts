import type { Page } from '@playwright/test'
import { test, expect, simOnly, waitForReady } from './fixtures'

async function openConsole(page: Page) {
  await waitForReady(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Console' }).click()
  await expect(page).toHaveURL(/\/console$/)
  return page.getByTestId('console-page')
}

/** True when a CSS colour is clearly red: the error colour of both themes. */
function isReddish(color: string): boolean {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number)
  return r > 150 && r > g * 1.5 && r > b * 1.5
}

test('G28 from the console homes the printer; the command and ok show; up-arrow recalls it', async ({ app, printer }) => {
  const consolePage = await openConsole(app)
  const input = consolePage.getByTestId('console-input')
  await input.fill('G28')
  await input.press('Enter')

  await expect.poll(async () => (await printer.api.query<{ homed_axes: string }>('toolhead')).homed_axes, { timeout: 15_000 }).toBe('xyz')
  const lines = consolePage.getByTestId('console-line')
  await expect(consolePage.locator('[data-testid="console-line"][data-kind="command"]', { hasText: /G28$/ }).first()).toBeVisible()
  await expect(lines.filter({ has: app.locator('span', { hasText: /^ok$/ }) }).last()).toBeVisible()
  await expect(input).toHaveValue('')

  await input.press('ArrowUp')
  await expect(input).toHaveValue('G28')
  await input.press('ArrowDown')
  await expect(input).toHaveValue('')

  // Clicking a command line puts it back in the input.
  await consolePage.locator('[data-testid="console-line"][data-kind="command"]', { hasText: /G28$/ }).first().locator('[role="button"]').click()
  await expect(input).toHaveValue('G28')

  // The history is kept on the printer.
  const db = await printer.api.get<{ value: { commandHistory?: string[] } }>('/server/database/item?namespace=fluidd&key=console')
  expect(db.value.commandHistory?.[0]).toBe('G28')

  // Search: only lines containing the text, until the search closes.
  await consolePage.getByRole('button', { name: 'Search the console' }).click()
  await consolePage.getByTestId('console-search').fill('g28')
  await expect(lines.first()).toBeVisible()
  for (const text of await lines.allTextContents()) expect(text.toLowerCase()).toContain('g28')
  await consolePage.getByTestId('console-search').fill('no such line anywhere')
  await expect(consolePage.getByText('No lines match')).toBeVisible()
  await consolePage.getByTestId('console-search').press('Escape')
  await expect(consolePage.getByTestId('console-search')).toHaveCount(0)
  await expect(lines.filter({ has: app.locator('span', { hasText: /^ok$/ }) }).last()).toBeVisible()
})

test("an unknown command shows Klipper's info line; a refused one a !! line in the error colour", async ({ app }) => {
  const consolePage = await openConsole(app)
  const input = consolePage.getByTestId('console-input')
  await input.fill('NOT_A_COMMAND')
  await input.press('Enter')
  // Klipper answers ok and prints an info line, as sent (SPEC-NOTES).
  const info = consolePage.getByTestId('console-line').filter({ hasText: 'Unknown command:"NOT_A_COMMAND"' })
  await expect(info.first()).toBeVisible()
  await expect(info.first()).not.toHaveAttribute('data-kind', 'error')

  await input.fill('G1 X10')
  await input.press('Enter')
  const error = consolePage.locator('[data-testid="console-line"][data-kind="error"]').filter({ hasText: 'Must home axis first' })
  await expect(error.first()).toBeVisible()
  await expect(error.first()).toContainText('!!')
  const color = await error.first().locator('span').last().evaluate((el) => getComputedStyle(el).color)
  expect(isReddish(color), `error colour ${color}`).toBe(true)
})

test('Tab completes commands and macros from the printer', async ({ app }) => {
  const consolePage = await openConsole(app)
  const input = consolePage.getByTestId('console-input')
  await input.fill('load_fil')
  await input.press('Tab')
  await expect(input).toHaveValue('LOAD_FILAMENT ')
})

test('m112 typed in the console shuts the printer down', async ({ app, printer }) => {
  const consolePage = await openConsole(app)
  const input = consolePage.getByTestId('console-input')
  await input.fill('m112')
  await input.press('Enter')
  await expect.poll(async () => (await printer.api.serverInfo()).klippy_state, { timeout: 10_000 }).toBe('shutdown')
  await expect(app.getByText('Klippy: shutdown')).toBeVisible()
})

test('the dashboard card scrolls with new lines until the user scrolls up', async ({ app, printer }) => {
  await waitForReady(app)
  const card = app.getByTestId('console-card')
  // Dashboard cards load lazily; on a busy machine that can take a while after the socket is ready.
  await expect(card).toBeVisible({ timeout: 20_000 })
  const scroller = card.getByTestId('console-scroller')
  const box = await scroller.boundingBox()
  expect(Math.round(box!.height)).toBe(300)

  const input = card.getByTestId('console-input')
  await printer.api.gcode(Array.from({ length: 20 }, (_, i) => `M118 line ${i}`).join('\n'))
  await input.fill('M118 newest')
  await input.press('Enter')
  await expect(card.locator('[data-testid="console-line"]:not([data-kind="command"])', { hasText: 'newest' })).toBeVisible()
  const atBottom = () => scroller.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop <= 4)
  await expect.poll(atBottom).toBe(true)

  await scroller.hover()
  await app.mouse.wheel(0, -2000)
  await expect(card.getByTestId('console-autoscroll')).toHaveAttribute('aria-pressed', 'false')
  await printer.api.gcode('M118 while scrolled up')
  await app.waitForTimeout(300)
  expect(await atBottom()).toBe(false)

  // The toggle turns it back on and jumps to the newest line.
  await card.getByTestId('console-autoscroll').click()
  await expect.poll(atBottom).toBe(true)

  // Flipped layout: the input moves above the lines.
  await card.getByRole('button', { name: 'Console settings' }).click()
  await app.getByRole('switch', { name: 'Flip layout' }).check({ force: true })
  await app.keyboard.press('Escape')
  await expect
    .poll(async () => (await input.boundingBox())!.y < (await scroller.boundingBox())!.y)
    .toBe(true)

  // Clear empties the console, and a reload does not bring the old lines back. A real printer may
  // say something new meanwhile (a runout sensor's report): only the virtual printer stays silent.
  const oldLines = (c: typeof card) => c.getByTestId('console-line').filter({ hasText: /M118|line \d+|newest|while scrolled up/ })
  await card.getByRole('button', { name: 'Clear console' }).click()
  await expect(oldLines(card)).toHaveCount(0)
  if (printer.sim) await expect(card.getByTestId('console-line')).toHaveCount(0)
  await app.reload()
  await waitForReady(app)
  const reloaded = app.getByTestId('console-card')
  await expect(reloaded).toBeVisible({ timeout: 20_000 })
  await expect(oldLines(reloaded)).toHaveCount(0)
  if (printer.sim) await expect(reloaded.getByTestId('console-line')).toHaveCount(0)
})

test('a wheel turned up while lines keep arriving stops auto-scroll and keeps the view', async ({ app, printer }) => {
  simOnly() // the printer floods its console
  const consolePage = await openConsole(app)
  const scroller = consolePage.getByTestId('console-scroller')
  await printer.api.gcode(Array.from({ length: 60 }, (_, i) => `M118 before ${i}`).join('\n'))
  const atBottom = () => scroller.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop <= 4)
  await expect.poll(atBottom).toBe(true)

  // Lines every 20 ms: the console keeps following new lines while the wheel turns.
  await printer.api.post('/sim/flood', { lines_per_second: 50, seconds: 6 })
  await app.waitForTimeout(300)
  await scroller.hover()
  await app.mouse.wheel(0, -600)
  await expect(consolePage.getByTestId('console-autoscroll')).toHaveAttribute('aria-pressed', 'false')
  const top = await scroller.evaluate((el) => el.scrollTop)
  await app.waitForTimeout(1000)
  expect(await atBottom()).toBe(false)
  expect(Math.abs((await scroller.evaluate((el) => el.scrollTop)) - top)).toBeLessThan(5)
})

test('the command line grows with Shift+Enter lines up to six rows, then scrolls, and is one row again once sent', async ({ app }) => {
  const consolePage = await openConsole(app)
  const input = consolePage.getByTestId('console-input')
  const height = () => input.evaluate((el) => el.getBoundingClientRect().height)
  const oneRow = await height()
  await input.click()
  await input.press('M')
  await input.press('Shift+Enter')
  await input.press('M')
  const twoRows = await height()
  expect(twoRows).toBeGreaterThan(oneRow + 10)
  for (let i = 0; i < 8; i++) {
    await input.press('Shift+Enter')
    await input.press('M')
  }
  const capped = await height()
  expect(capped).toBeGreaterThan(twoRows * 2)
  expect(capped).toBeLessThan(oneRow * 7)
  expect(await input.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
  await input.press('Enter')
  await expect(input).toHaveValue('')
  await expect.poll(height).toBe(oneRow)
})
