/**
 * Hostile strings and the guard every XSS test runs under. A test plants the strings through one
 * of the printer's paths, visits the screens that show them, checks each is visible as plain text
 * (so the string really reached the page), and `expectNoXss` fails when any markup it carried
 * became an element, any script ran, the Content-Security-Policy had to refuse something, or a
 * `javascript:` URL became a link or a source.
 */
import type { Page } from '@playwright/test'
import { expect, test as base } from '../fixtures'

/** Every payload carries `data-xss-probe`, so an element it injected is found wherever it lands. */
export const IMG = `<img src=x onerror="window.__xss=1" data-xss-probe>`
export const SVG = `"><svg onload=window.__xss=1 data-xss-probe>`
export const SCRIPT = `<script data-xss-probe>window.__xss=1</script>`
export const JS_URL = 'javascript:window.__xss=1'
export const TEMPLATE = `{{constructor.constructor('window.__xss=1')()}}`
/** For places that keep one word (a slicer version, a Klipper object name): no spaces ('/' separates attributes). */
export const SVG_WORD = '<svg/data-xss-probe/onload=window.__xss=1>'
/** No '/', so it fits file and folder names. */
export const NAME_SAFE = [IMG, SVG, TEMPLATE] as const
export const ALL = [IMG, SVG, SCRIPT, JS_URL, TEMPLATE] as const

/** Runs in every document before the app: records what a payload could leave behind, as it happens. */
function guard(): void {
  const w = window as unknown as { __xssSeen: string[]; __xssViolations: string[] }
  w.__xssSeen = []
  w.__xssViolations = []
  const scriptUrl = (v: string | null) => v !== null && /^javascript:/i.test(v.replace(/[\t\n\r\s]/g, ''))
  document.addEventListener('securitypolicyviolation', (e) => {
    w.__xssViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`)
  })
  const inspect = (el: Element) => {
    const hits = el.matches('[data-xss-probe]') ? [el] : []
    hits.push(...el.querySelectorAll('[data-xss-probe]'))
    for (const h of hits) w.__xssSeen.push(`element: ${h.outerHTML.slice(0, 200)}`)
    // The app sets no inline event handler attributes (React listens itself): any is injected.
    for (const h of [el, ...el.querySelectorAll('*')]) {
      if ([...h.attributes].some((a) => /^on/i.test(a.name))) w.__xssSeen.push(`handler: ${h.outerHTML.slice(0, 200)}`)
    }
    for (const attr of ['href', 'src', 'xlink:href', 'action', 'formaction', 'data']) {
      if (scriptUrl(el.getAttribute(attr))) w.__xssSeen.push(`${attr}: ${el.outerHTML.slice(0, 200)}`)
    }
  }
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes' && r.target instanceof Element) inspect(r.target)
      for (const n of r.addedNodes) if (n instanceof Element) inspect(n)
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['href', 'src', 'data', 'action', 'formaction', 'data-xss-probe'] })
}

/** The fixtures of e2e/fixtures.ts, with the guard installed before the dashboard loads. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(guard)
    page.on('dialog', (d) => {
      throw new Error(`a dialog opened: ${d.message()}`)
    })
    await use(page)
  },
})

export { expect }

/** Fails when a payload became markup, ran, was refused by the CSP, or left a javascript: URL. */
export async function expectNoXss(page: Page, where = page.url()): Promise<void> {
  const found = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __xssSeen?: string[]; __xssViolations?: string[] }
    const scriptUrl = (v: string | null) => v !== null && /^javascript:/i.test(v.replace(/[\t\n\r\s]/g, ''))
    const urls = [...document.querySelectorAll('a[href], area[href], img[src], iframe[src], frame[src], video[src], audio[src], source[src], embed[src], object[data], form[action]')]
      .filter((el) => ['href', 'src', 'data', 'action'].some((a) => scriptUrl(el.getAttribute(a))))
      .map((el) => el.outerHTML.slice(0, 200))
    return {
      ran: w.__xss ?? null,
      seen: w.__xssSeen ?? ['the guard did not run'],
      violations: w.__xssViolations ?? [],
      probes: [...document.querySelectorAll('*')]
        .filter((el) => el.hasAttribute('data-xss-probe') || [...el.attributes].some((a) => /^on/i.test(a.name)))
        .map((el) => el.outerHTML.slice(0, 200)),
      urls,
    }
  })
  expect(found, `hostile text on ${where}`).toEqual({ ran: null, seen: [], violations: [], probes: [], urls: [] })
}

/** Each text is on the page as plain, visible text (so the payload really reached this screen). */
export async function expectShown(page: Page, texts: readonly string[], timeout = 15_000): Promise<void> {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).filter({ visible: true }).first(), `"${text}" shown on ${page.url()}`).toBeVisible({ timeout })
}

/** Goes to a route inside the app the way the user would, keeping the page (and the guard's record). */
export async function goTo(page: Page, route: string, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}(\\?|#|$)`))
}

/**
 * A sliced-looking G-code file whose header comments carry `text` in every metadata field a slicer
 * writes (the version, one word, carries SVG_WORD); `body` lines run before the moves.
 */
export function hostileGcode(text: string, body: string[] = [], slicer = `PrusaSlicer ${SVG_WORD}`): string {
  return [
    `; generated by ${slicer} on 2024-01-01 at 00:00:00 UTC`,
    'M140 S60',
    'M104 S210',
    'G28',
    ...body,
    'G1 Z0.2 F600',
    'G1 X20 Y20 F1200',
    'G1 X40 Y20',
    '; estimated printing time (normal mode) = 1m 0s',
    `; filament_type = ${text}`,
    `; filament_settings_id = "${text}"`,
    `; filament_vendor = ${text}`,
    `; printer_model = ${text}`,
    `; print_settings_id = ${text}`,
    `; printer_settings_id = ${text}`,
    '; first_layer_temperature = 210',
    '; first_layer_bed_temperature = 60',
    '; layer_height = 0.2',
    '; filament used [mm] = 12.5',
    '',
  ].join('\n')
}

/**
 * Puts a file on the printer through its API, as any other client (or a slicer) would. A multipart
 * upload cannot carry '"' in a file name (it arrives as %22), so such names are uploaded under a
 * plain name and then renamed with server.files.move.
 */
export async function upload(printer: { url: string }, root: string, name: string, text: string, dir = ''): Promise<void> {
  const plain = /["\r\n]/.test(name) ? `xss-upload-${Date.now()}${name.slice(name.lastIndexOf('.'))}` : name
  const form = new FormData()
  form.append('root', root)
  if (dir) form.append('path', dir)
  form.append('file', new Blob([text]), plain)
  const res = await fetch(`${printer.url}/server/files/upload`, { method: 'POST', body: form })
  expect(res.status, `upload ${name}: ${await res.clone().text()}`).toBeLessThan(300)
  if (plain === name) return
  const at = (n: string) => [root, dir, n].filter(Boolean).join('/')
  const moved = await fetch(`${printer.url}/server/files/move`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ source: at(plain), dest: at(name) }),
  })
  expect(moved.status, `rename to ${name}: ${await moved.clone().text()}`).toBeLessThan(300)
}
