import { expect, test } from './fixtures'
import { card, seededGcodes, showCard, waitForDashboard } from './dashboard-helpers'

// A short window, so the toolhead card can be scrolled well out of it.
test.use({ simOptions: { timeScale: 20 }, viewport: { width: 1280, height: 480 } })

test('a card out of view holds its values while the printer moves, and catches up when scrolled in', async ({ app, printer }) => {
  await waitForDashboard(app)
  const [file] = await seededGcodes(printer)
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(file)}`)
  const toolheadX = async () => ((await printer.api.query<{ position: number[] }>('toolhead')).position ?? [])[0]

  const toolhead = card(app, 'toolhead')
  const x = toolhead.getByTestId('position-x')
  // Scrolled to the bottom of the dashboard, the toolhead card is well above the window.
  await app.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(async () => { const box = await toolhead.boundingBox(); return box!.y + box!.height }).toBeLessThan(-250)

  // The printer moves along X while the card is out of view; the card does not follow.
  const shownBefore = await x.inputValue()
  const printerBefore = await toolheadX()
  await expect.poll(async () => Math.abs((await toolheadX()) - printerBefore), { timeout: 20_000 }).toBeGreaterThan(1)
  await app.waitForTimeout(1500)
  expect(await x.inputValue()).toBe(shownBefore)

  // Brought into view, it shows where the printer is now.
  await app.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(async () => Math.abs(Number(await x.inputValue()) - (await toolheadX())), { timeout: 5_000 }).toBeLessThan(40)
  expect(await x.inputValue()).not.toBe(shownBefore)
})

test('a collapsed card in view keeps its title bar current', async ({ app, printer }) => {
  await waitForDashboard(app)
  const status = card(app, 'printer-status')
  await status.getByRole('button', { name: 'Collapse' }).click()
  const [file] = await seededGcodes(printer)
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(file)}`)
  await expect(status.locator('[data-card-title]')).toContainText('Printing', { timeout: 15_000 })
  await status.getByRole('button', { name: 'Expand' }).click()
  await expect(status.getByTestId('status-filename')).toHaveText(file)
})

test('the cards further down fetch neither their code nor their thumbnails until they are scrolled into view', async ({ app }) => {
  const requests: string[] = []
  app.on('request', (request) => requests.push(new URL(request.url()).pathname))
  // A fresh load, once the first one has settled (a reload at once can race the page's start).
  await waitForDashboard(app)
  await app.reload()
  await waitForDashboard(app)
  const jobs = card(app, 'jobs')
  // Its slot is on the page with a placeholder; the card, its code and its files' pictures are not.
  await expect(jobs.getByTestId('card-unseen')).toBeAttached()
  await app.waitForTimeout(1000)
  expect(requests.filter((p) => p.includes('/.thumbs/'))).toEqual([])
  expect(requests.filter((p) => /\/assets\/dashboard-later-/.test(p))).toEqual([])
  await expect(jobs.getByTestId('file-name')).toHaveCount(0)

  await showCard(app, 'jobs')
  expect(requests.filter((p) => /\/assets\/dashboard-later-.*\.js$/.test(p))).toHaveLength(1)
  await expect(jobs.getByTestId('file-thumbnail').first()).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => jobs.getByTestId('file-thumbnail').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(requests.filter((p) => p.includes('/.thumbs/')).length).toBeGreaterThan(0)
})

test('a settled dashboard runs no endless animation (each would cost a frame every frame)', async ({ app }) => {
  await waitForDashboard(app)
  await expect(card(app, 'jobs').getByTestId('card-unseen')).toBeAttached()
  await app.waitForTimeout(1000)
  const running = await app.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity)
      .map((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('[data-testid]')?.getAttribute('data-testid') ?? 'page'),
  )
  expect(running).toEqual([])
})

test.describe('on a taller window', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("a file's menu in the dashboard's Jobs card opens where the pointer is", async ({ app }) => {
    await waitForDashboard(app)
    const jobs = await showCard(app, 'jobs')
    const name = jobs.getByTestId('file-name').first()
    await expect(name).toBeVisible({ timeout: 15_000 })
    await app.evaluate(() => window.scrollBy(0, 200))
    const box = (await name.boundingBox())!
    const pointer = { x: box.x + 10, y: box.y + box.height / 2 }
    await app.mouse.click(pointer.x, pointer.y, { button: 'right' })
    const menu = app.getByTestId('file-context-menu')
    await expect(menu).toBeVisible()
    const m = (await menu.boundingBox())!
    // Opened below the pointer or, near the bottom, above it; its left edge at the pointer.
    expect(Math.abs(m.x - pointer.x)).toBeLessThan(24)
    expect(Math.min(Math.abs(m.y - pointer.y), Math.abs(m.y + m.height - pointer.y))).toBeLessThan(24)
  })
})
