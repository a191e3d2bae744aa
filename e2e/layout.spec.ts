import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, type Printer } from './fixtures'
import { printState, waitForDashboard } from './dashboard-helpers'

// Fast enough that a short file completes in seconds; the long one is still printing while it is looked at.
test.use({ simOptions: { timeScale: 100, camera: true } })

const LONG_FILE = 'boat_x4_0.2mm_PLA_33m.gcode'
const SHORT_FILE = 'quick_test_square_0.2mm_PLA_2m.gcode'
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]
/** LAYOUT_SHOTS=<dir> also saves a screenshot of each screen, viewport and theme there. */
const SHOTS = process.env.LAYOUT_SHOTS

interface Layout {
  estops: { name: string; text: string }[]
  covered: string[]
  offscreen: string[]
  truncatedTitles: string[]
  overflowingCards: string[]
  pageWidth: number
  viewportWidth: number
}

/** Everything the layout promises, measured on the page as it stands. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    }
    const describe = (el: Element) => (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 60)
    const estops = [...document.querySelectorAll('[data-testid="estop"]')].filter(visible)
    const controls = [...document.querySelectorAll('button, input, textarea, select, a[href], [role="button"], [role="switch"], [role="checkbox"], [role="tab"], [role="textbox"]')].filter(
      (el) => visible(el) && !estops.some((s) => s.contains(el) || el.contains(s)),
    )
    const covered: string[] = []
    for (const s of estops) {
      const a = s.getBoundingClientRect()
      for (const el of controls) {
        const b = el.getBoundingClientRect()
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left)
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        if (w > 0.5 && h > 0.5) covered.push(describe(el))
      }
    }
    // The app bar's buttons all stay on the screen, however long the printer's name.
    const offscreen = [...document.querySelectorAll('header button, header a')].filter((el) => {
      const r = el.getBoundingClientRect()
      return visible(el) && (r.left < -0.5 || r.right > window.innerWidth + 0.5)
    }).map(describe)
    const truncatedTitles = [...document.querySelectorAll('[data-card-title]')].filter((el) => visible(el) && el.scrollWidth > el.clientWidth).map(describe)
    const overflowingCards = [...document.querySelectorAll('[data-card]')]
      .filter((el) => visible(el) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${describe(el.querySelector('[data-card-title]') ?? el)} (${el.scrollWidth} > ${el.clientWidth})`)
    return {
      estops: estops.map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent ?? '', text: el.textContent ?? '' })),
      covered,
      offscreen,
      truncatedTitles,
      overflowingCards,
      pageWidth: document.scrollingElement!.scrollWidth,
      viewportWidth: window.innerWidth,
    }
  })
}

/** What is wrong with the layout, as readable lines (none when all holds). */
function problems(layout: Layout, desktop: boolean): string[] {
  const found: string[] = []
  if (layout.estops.length !== 1) found.push(`${layout.estops.length} emergency stops`)
  for (const e of layout.estops) {
    if (!e.name.includes('Emergency stop')) found.push(`an emergency stop named "${e.name}"`)
    if (desktop && !e.text.includes('Emergency stop')) found.push('an emergency stop without its label')
  }
  for (const c of layout.covered) found.push(`under the emergency stop: ${c}`)
  for (const c of layout.offscreen) found.push(`off the screen: ${c}`)
  for (const c of layout.truncatedTitles) found.push(`truncated card title: ${c}`)
  for (const c of layout.overflowingCards) found.push(`card wider than its frame: ${c}`)
  if (layout.pageWidth > layout.viewportWidth) found.push(`the page scrolls sideways (${layout.pageWidth} > ${layout.viewportWidth})`)
  return found
}

/** Checks the screen at a phone's and a desktop's size; leaves the desktop size set. */
async function checkScreen(page: Page, screen: string, theme: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    // Measured from the top, where a user lands: the bar's own e-stop never meets content scrolled under it.
    await page.evaluate(() => window.scrollTo(0, 0))
    // Polled: the layout (and the chart's resize) follows a new size within a few frames.
    await expect
      .poll(async () => problems(await measure(page), viewport.width >= 768), { message: `${screen}, ${theme}, ${viewport.width}×${viewport.height}`, timeout: 3_000 })
      .toEqual([])
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: path.join(SHOTS, `${screen}-${theme}-${viewport.width}.png`) })
      const status = page.getByTestId('dashboard-card-printer-status')
      if (screen.startsWith('dashboard-') && (await status.count())) await status.screenshot({ path: path.join(SHOTS, `${screen.replace('dashboard-', 'print-card-')}-${theme}-${viewport.width}.png`) })
      const thermals = page.getByTestId('dashboard-card-temperature')
      if (await thermals.count()) await thermals.screenshot({ path: path.join(SHOTS, `${screen}-${theme}-${viewport.width}-thermals.png`) })
    }
  }
}

/** Client-side navigation through the nav rail (the desktop size shows it): one page load serves every screen. */
async function open(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click()
}

/** Sizes jump straight to the new layout: no sliding nav or collapsing card is measured half-way. */
async function stillLayout(page: Page): Promise<void> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' })
}

async function setTheme(page: Page, printer: Printer, theme: 'dark' | 'light'): Promise<void> {
  await printer.api.post('/server/database/item', { namespace: 'fluidd', key: 'uiSettings.theme.isDark', value: theme === 'dark' })
  await page.reload()
  await waitForDashboard(page)
  await stillLayout(page)
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme)
}

async function checkPages(page: Page, theme: string): Promise<void> {
  await open(page, 'Console')
  await expect(page.getByTestId('console-input')).toBeVisible()
  await checkScreen(page, 'console', theme)
  await open(page, 'Jobs')
  await expect(page.getByTestId('file-row').first()).toBeVisible({ timeout: 15_000 })
  await checkScreen(page, 'jobs', theme)
  await open(page, 'Settings')
  await expect(page.getByTestId('settings-section-general')).toBeVisible({ timeout: 15_000 })
  await checkScreen(page, 'settings', theme)
  await open(page, 'Dashboard')
  await waitForDashboard(page)
}

test('nothing is covered, truncated or wider than the screen, on a phone and a desktop, dark and light', async ({ app, printer }) => {
  test.setTimeout(120_000)
  await waitForDashboard(app)
  await stillLayout(app)
  await expect(app.getByTestId('dashboard-card-printer-status')).toContainText('No job loaded.', { timeout: 30_000 })

  // Every page in dark; light then with a name as long as some printers have: the app bar's title
  // must give way to its buttons (the bar is the same on every page).
  await checkScreen(app, 'dashboard-idle', 'dark')
  await checkPages(app, 'dark')
  await printer.api.post('/server/database/item', { namespace: 'fluidd', key: 'uiSettings.general.instanceName', value: 'Workshop Voron 2.4 350 left bench' })
  await setTheme(app, printer, 'light')
  await checkScreen(app, 'dashboard-idle', 'light')

  // Printing in light, paused in dark, then complete.
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(LONG_FILE)}`)
  const state = app.getByTestId('printer-status-state')
  await expect(state).toHaveText('Printing', { timeout: 15_000 })
  await checkScreen(app, 'dashboard-printing', 'light')
  await printer.api.post('/printer/print/pause')
  await expect.poll(() => printState(printer), { timeout: 20_000 }).toBe('paused')
  await setTheme(app, printer, 'dark')
  await expect(state).toHaveText('Paused', { timeout: 20_000 })
  await checkScreen(app, 'dashboard-paused', 'dark')

  // A short file to see the complete state soon: the long one is cancelled first.
  await printer.api.post('/printer/print/cancel')
  await expect.poll(() => printState(printer), { timeout: 20_000 }).toBe('cancelled')
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(SHORT_FILE)}`)
  await expect.poll(() => printState(printer), { timeout: 30_000 }).toBe('complete')
  await expect(state).not.toHaveText('Printing', { timeout: 10_000 })
  await checkScreen(app, 'dashboard-complete', 'dark')
})
