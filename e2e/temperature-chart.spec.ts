import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { card, waitForDashboard } from './dashboard-helpers'

// A short window, so the thermals card can be scrolled out of it.
test.use({ viewport: { width: 1280, height: 600 } })

/** How many times the chart's picture changed over `ms`, looked at every 250 ms. */
async function redraws(canvas: Locator, ms: number): Promise<number> {
  let last = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL())
  let changes = 0
  for (let waited = 0; waited < ms; waited += 250) {
    await new Promise((r) => setTimeout(r, 250))
    const now = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL())
    if (now !== last) changes++
    last = now
  }
  return changes
}

test('the temperature chart draws as the samples move it while in view, and rests while scrolled away', async ({ app, printer }) => {
  await waitForDashboard(app)
  const thermals = card(app, 'temperature')
  await thermals.scrollIntoViewIfNeeded()
  const canvas = thermals.getByTestId('temperature-chart').locator('canvas')
  await expect(canvas).toBeVisible()

  // A 10-minute window across the card moves by a pixel every second or two: drawn that often.
  const inView = await redraws(canvas, 6000)
  expect(inView).toBeGreaterThanOrEqual(2)
  expect(inView).toBeLessThanOrEqual(7)

  // A target set on the printer reaches the chart: its scale grows to fit the new line.
  const before = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL())
  await printer.api.gcode('M140 S110')
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL()), { timeout: 5000 }).not.toBe(before)

  // Out of view it draws nothing; back in view it catches up at once.
  await app.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(async () => (await thermals.boundingBox())!.y + (await thermals.boundingBox())!.height).toBeLessThan(0)
  await new Promise((r) => setTimeout(r, 500))
  expect(await redraws(canvas, 3000)).toBe(0)
  const away = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL())
  await thermals.scrollIntoViewIfNeeded()
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL()), { timeout: 3000 }).not.toBe(away)
})
