import { expect, loadAgain, test, waitForReady } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, simOptions: { timeScale: 50 } })

test('phone: focusing a target keeps the thermals table in place with the heater names whole', async ({ app }) => {
  await waitForReady(app)
  await app.getByTestId('jump-temperature').click()
  const table = app.getByTestId('temperature-card').locator('table')
  const scroller = table.locator('xpath=..')
  await app.getByTestId('target-extruder').focus()
  await expect(app.getByTestId('target-extruder')).toBeFocused()
  // Give a focus-driven scroll its frame, then check nothing slid.
  await app.waitForTimeout(300)
  expect(await scroller.evaluate((e) => e.scrollLeft)).toBe(0)
  expect(await scroller.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)
  // The name cell shows its whole text: not cut by the card's edge, not cut with an ellipsis.
  for (const name of ['extruder', 'heater_bed']) {
    const label = app.getByTestId(`thermal-row-${name}`).locator('td').first().locator('p')
    const fits = await label.evaluate((e) => {
      const r = e.getBoundingClientRect()
      const card = e.closest('[data-testid="temperature-card"]')!.getBoundingClientRect()
      return e.scrollWidth <= e.clientWidth && r.left >= card.left && r.right <= card.right
    })
    expect(fits, `${name} fully visible`).toBe(true)
  }
  await expect(app.getByTestId('thermal-row-extruder')).toContainText('Extruder')
})

test('phone: the jump bar stays on top and brings Thermals into view, after a reload too', async ({ app }) => {
  await waitForReady(app)
  const bar = app.getByTestId('dashboard-jump-bar')
  await expect(bar).toBeVisible()
  await expect(app.getByTestId('temperature-card')).not.toBeInViewport()
  await app.getByTestId('jump-temperature').click()
  await expect(app.getByTestId('temperature-card')).toBeInViewport()
  // It stops at the top, just below the app bar and the jump bar, once the cards above have settled.
  await app.waitForTimeout(2500)
  const top = await app.getByTestId('temperature-card').evaluate((e) => e.getBoundingClientRect().top)
  const barBottom = await bar.evaluate((e) => e.getBoundingClientRect().bottom)
  expect(top).toBeGreaterThanOrEqual(barBottom - 1)
  expect(top).toBeLessThan(barBottom + 40)
  // The bar sticks below the app bar while the page is scrolled.
  expect(await app.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await expect(bar).toBeInViewport()
  await app.getByTestId('jump-printer-status').click()
  await expect(app.getByTestId('dashboard-card-printer-status')).toBeInViewport()

  await loadAgain(app)
  await waitForReady(app)
  await app.getByTestId('jump-temperature').click()
  await expect(app.getByTestId('temperature-card')).toBeInViewport()
})

test('phone: a finished print\'s figures stay on one line each', async ({ app, printer }) => {
  await waitForReady(app)
  await printer.api.post('/printer/print/start?filename=quick_test_square_0.2mm_PLA_2m.gcode')
  await expect.poll(async () => (await printer.api.query<{ state: string }>('print_stats')).state, { timeout: 60_000 }).toBe('complete')
  const overview = app.getByTestId('status-file-overview')
  await expect(overview).toBeVisible()
  const values = overview.locator('span:last-child')
  await expect(values.first()).toBeVisible()
  for (const value of await values.all()) {
    // One line: its height is one line's, whatever its text.
    const lines = await value.evaluate((e) => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)))
    expect(lines, await value.textContent() ?? '').toBe(1)
  }
})
