import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
]
export const VIEWPORT = { width: 1280, height: 800 }

// Read as text (not imported): it runs inside the page, never in Node.
const PROBE_SOURCE = readFileSync(path.join(import.meta.dirname, 'in-page-probe.js'), 'utf8')

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** A text the probe reports the first appearance of, registered before the page's scripts run. */
export interface TextWatch {
  id: string
  pattern: RegExp
}

export interface BenchPage {
  context: BrowserContext
  page: Page
  /** A DevTools session of its own, so the runner's Network/Performance domains do not disturb Playwright's. */
  cdp: CDPSession
  cpu: number
  close(): Promise<void>
}

/**
 * A page in a fresh browser context (empty cache and storage, so every load is cold) with the probe
 * installed, the Performance domain on and the CPU throttled to `cpu`.
 */
export async function openPage(browser: Browser, opts: { cpu: number; watches?: TextWatch[]; serviceWorkers?: boolean }): Promise<BenchPage> {
  // The dashboard's service worker runs only where a scenario measures it (repeat-visit): elsewhere its
  // install would add work to the figures of a first visit.
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: opts.serviceWorkers ? 'allow' : 'block' })
  const page = await context.newPage()
  const watches = (opts.watches ?? []).map((w) => `window.__benchProbe.watch(${JSON.stringify(w.id)}, ${JSON.stringify(w.pattern.source)}, ${JSON.stringify(w.pattern.flags)});`)
  await page.addInitScript({ content: `${PROBE_SOURCE}\n${watches.join('\n')}` })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' })
  if (opts.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpu })
  return {
    context,
    page,
    cdp,
    cpu: opts.cpu,
    close: async () => {
      await context.close().catch(() => undefined)
    },
  }
}
