import type { Page } from '@playwright/test'
import { expect, test, waitForReady } from './fixtures'
import { row } from './files-helpers'
import { tr } from './i18n-helpers'

/**
 * A walk through every route and the main dialogs of the dashboard, as a user finds them on a printer
 * whose database another app has written. Each stop must show its own content with no page error and
 * no render error in the console; what went wrong is collected stop by stop, so one run names every
 * screen that stored settings break (a dead page is loaded again for the next stop).
 */

/** The seeded sample the file menu's preview and print act on (small: its print is over in seconds). */
export const TOUR_FILE = 'quick_test_square_0.2mm_PLA_2m.gcode'

/** A console error that means a component threw (not a refused request or a camera that is offline). */
const RENDER_ERROR = /Minified React error|react\.dev\/errors|error occurred in the <|Uncaught|\b(Type|Reference|Range|Syntax)Error\b/

export interface TourContext {
  /** A text of ours in the page's language. */
  t(ns: string, key: string): string
  /** The camera whose page the tour opens. */
  cameraUid: string
}

export interface Stop {
  name: string
  run(page: Page, ctx: TourContext): Promise<void>
}

/** Moves within the app, as a link does: the history entry changes and the router follows, no reload. */
export async function navigate(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, route)
}

/** A route's own content: its element visible and holding text (a blank page has neither). */
async function shows(page: Page, testId: string): Promise<void> {
  const el = page.getByTestId(testId).first()
  await expect(el, `${testId} on screen`).toBeVisible({ timeout: 30_000 })
  await expect.poll(async () => (await el.innerText()).trim().length, { message: `${testId} has content` }).toBeGreaterThan(0)
}

async function route(page: Page, to: string, testId: string): Promise<void> {
  await navigate(page, to)
  await shows(page, testId)
}

/** A menu or dialog that must open and then close again with Escape. */
async function opensAndCloses(page: Page, role: 'menu' | 'dialog'): Promise<void> {
  await expect(page.getByRole(role).last(), `a ${role} opens`).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole(role)).toHaveCount(0)
}

async function fileMenu(page: Page, action: string): Promise<void> {
  await route(page, '/jobs', 'jobs-page')
  await row(page.getByTestId('jobs-page'), TOUR_FILE).click({ button: 'right', timeout: 30_000 })
  await expect(page.getByTestId('file-context-menu')).toBeVisible()
  await page.getByTestId('file-context-menu').locator(`[data-action="${action}"]`).click()
}

async function settingsSections(page: Page): Promise<void> {
  await route(page, '/settings', 'settings-section-general')
  const links = page.locator('nav a[href^="/settings#"]')
  await expect(links.first()).toBeVisible()
  for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')!))) {
    const section = page.getByTestId(`settings-section-${href.split('#')[1]}`)
    await section.scrollIntoViewIfNeeded({ timeout: 30_000 })
    await expect(section, href).toBeVisible()
    await expect.poll(async () => (await section.innerText()).trim().length, { message: `${href} has content` }).toBeGreaterThan(0)
  }
}

export const TOUR: Stop[] = [
  {
    name: 'dashboard (/)',
    run: async (page) => {
      await route(page, '/', 'dashboard')
      // Down the page and back, so every card comes into view and mounts (the lower ones wait until seen).
      for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo({ top }), y)
        await page.waitForTimeout(150)
      }
      await expect(page.getByTestId('card-unseen')).toHaveCount(0, { timeout: 30_000 })
      await expect(page.getByTestId('card-loading')).toHaveCount(0, { timeout: 30_000 })
      await page.evaluate(() => window.scrollTo({ top: 0 }))
      await shows(page, 'dashboard-card-temperature')
    },
  },
  {
    name: 'thermal preset menu',
    run: async (page, { t }) => {
      await page.getByTestId('dashboard-card-temperature').getByRole('button', { name: t('dashboard', 'thermals.presets'), exact: true }).click()
      await opensAndCloses(page, 'menu')
    },
  },
  {
    name: 'tools drawer and dashboard layout edit mode',
    run: async (page, { t }) => {
      // The switch at the drawer's foot turns layout mode on or off and closes the drawer.
      const layoutSwitch = async () => {
        await page.getByRole('button', { name: t('app', 'tools.open'), exact: true }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await page.getByRole('switch', { name: t('app', 'tools.layoutMode') }).click({ timeout: 20_000 })
      }
      await layoutSwitch()
      await expect(page.getByTestId('dashboard')).toHaveAttribute('data-columns', '4')
      await layoutSwitch()
      await expect(page.getByTestId('dashboard-container3')).toHaveCount(0)
    },
  },
  { name: 'console (/console)', run: (page) => route(page, '/console', 'console-page') },
  {
    name: 'file menu → G-code preview, a file loaded, its options',
    run: async (page) => {
      await fileMenu(page, 'preview')
      await expect(page.getByTestId('gcode-viewer')).toHaveAttribute('data-status', 'loaded', { timeout: 60_000 })
      await page.getByTestId('gcode-preview-options').click()
      await opensAndCloses(page, 'menu')
    },
  },
  { name: 'G-code preview (/preview)', run: (page) => route(page, '/preview', 'gcode-preview-page') },
  {
    name: 'file menu → Print (the print starts, the dashboard shows it)',
    run: async (page) => {
      await fileMenu(page, 'print')
      await expect(page).toHaveURL(/\/$/)
      await shows(page, 'dashboard-card-printer-status')
    },
  },
  { name: 'tune (/tune)', run: (page) => route(page, '/tune', 'tune-page') },
  { name: 'timelapse (/timelapse)', run: (page) => route(page, '/timelapse', 'timelapse-files') },
  { name: 'history (/history)', run: (page) => route(page, '/history', 'history-page') },
  { name: 'system (/system)', run: (page) => route(page, '/system', 'system-page') },
  { name: 'configure (/configure)', run: (page) => route(page, '/configure', 'config-files') },
  { name: 'settings (/settings), every section', run: settingsSections },
  {
    name: 'camera dialog (Settings → Cameras: the first camera, else a new one)',
    run: async (page, { t }) => {
      await navigate(page, '/settings#camera')
      const settings = page.getByTestId('camera-settings')
      await settings.scrollIntoViewIfNeeded({ timeout: 30_000 })
      const first = settings.getByTestId('camera-row').first()
      // The list fills in from the printer: a moment for its first row.
      await first.waitFor({ timeout: 5000 }).catch(() => undefined)
      if (await first.count()) {
        const name = (await first.getAttribute('data-camera')) ?? ''
        await first.getByRole('button', { name: t('cameras', 'editNamed').replace('{{name}}', name), exact: true }).click()
      } else {
        await settings.getByRole('button', { name: t('cameras', 'add'), exact: true }).click()
      }
      await opensAndCloses(page, 'dialog')
    },
  },
  { name: 'macro category (/settings/macros/0)', run: (page) => route(page, '/settings/macros/0', 'macro-category-page') },
  {
    name: 'camera page (/camera/<first camera>)',
    run: (page, { cameraUid }) => route(page, `/camera/${cameraUid}`, 'camera-page'),
  },
]

/** Page errors and render errors of one page as they happen. */
class ErrorLog {
  private seen: string[] = []
  private wake: (() => void) | null = null

  constructor(page: Page) {
    page.on('pageerror', (e) => this.add(`pageerror: ${e.message}${e.stack ? ` @ ${e.stack.split('\n').slice(1, 3).join(' ').trim()}` : ''}`))
    page.on('console', (m) => {
      if (m.type() === 'error' && RENDER_ERROR.test(m.text())) this.add(`console error: ${m.text().slice(0, 400)}`)
    })
  }

  private add(line: string): void {
    this.seen.push(line)
    this.wake?.()
  }

  /** Resolves at the next error. */
  next(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve))
  }

  /** The errors since the last call. */
  take(): string[] {
    const out = this.seen
    this.seen = []
    return out
  }
}

const firstLine = (e: Error) => e.message.split('\n').slice(0, 3).join(' ')

/**
 * Loads the dashboard, runs every stop and returns what went wrong, each as "<stop>: <error>". The
 * page's language is read from the page itself (stored settings choose it), so controls are found by
 * their name in it. A stop ends at its first error: the page is closed (which ends whatever the stop
 * still waited for) and the next stop starts on a new page of the same browser context, loaded afresh.
 */
export async function tour(first: Page, dashboardUrl: string, cameraUid: string, stops: Stop[] = TOUR): Promise<string[]> {
  let page = first
  let errors = new ErrorLog(page)
  const problems: string[] = []
  const load: Stop = {
    name: 'first load',
    run: async (p) => {
      await p.goto(dashboardUrl)
      await waitForReady(p)
    },
  }
  for (const stop of [load, ...stops]) {
    const locale = await page.evaluate(() => document.documentElement.lang || 'en').catch(() => 'en')
    const t = (ns: string, key: string) => (tr(locale, ns, key) !== key ? tr(locale, ns, key) : tr('en', ns, key))
    const failure = await Promise.race([
      stop.run(page, { t, cameraUid }).then(() => null, firstLine),
      errors.next().then(() => null),
    ])
    await page.waitForTimeout(200)
    const found = [...errors.take(), ...(failure ? [failure] : [])]
    problems.push(...found.map((f) => `${stop.name}: ${f}`))
    if (!found.length) continue
    const shot = test.info().outputPath(`${problems.length}-${stop.name.replace(/\W+/g, '-')}.png`)
    if (await page.screenshot({ path: shot }).then(() => true, () => false)) await test.info().attach(stop.name, { path: shot, contentType: 'image/png' })
    // Whatever broke, the next stop starts from a fresh load, so one failure does not hide the next.
    const context = page.context()
    await page.close()
    page = await context.newPage()
    errors = new ErrorLog(page)
    await load.run(page, { t, cameraUid }).catch(() => undefined)
    errors.take()
  }
  return problems
}
