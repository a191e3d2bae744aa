import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, waitForReady } from './fixtures'
import { deploy, installed } from './pwa-helpers'

// Every other spec blocks service workers (playwright.config.ts): here they run, as in a browser.
test.use({ serviceWorkers: 'allow' })

test('the dashboard is installable: a manifest with its icons, and a service worker', async ({ app }) => {
  const href = await app.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const manifest = await (await app.request.get(new URL(href!, app.url()).toString())).json()
  expect(manifest).toMatchObject({ name: 'Stratum', display: 'standalone', start_url: '/' })
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes)
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  for (const icon of manifest.icons) expect((await app.request.get(new URL(icon.src, app.url()).toString())).status()).toBe(200)
  await waitForReady(app)
  await installed(app)
})

test('a second visit loads the app with no app bytes from the network, while the printer API still goes to the printer', async ({ page, printer }) => {
  const { server, dir } = await deploy(printer.url)
  try {
    await page.goto(`${server.url}/jobs`)
    await waitForReady(page)
    await installed(page)
    await waitForReady(page)
    // The Jobs screen opened once under the worker: its chunks are kept from now on.
    await expect(page.getByTestId('file-browser')).toBeVisible()
    await page.goto(`${server.url}/`)
    await waitForReady(page)

    const fromNetwork: string[] = []
    const fromWorker: string[] = []
    const printerAnswers: { path: string; cached: boolean }[] = []
    const printerOrigin = new URL(printer.url).origin
    page.on('response', (r) => {
      const url = new URL(r.url())
      if (url.origin === printerOrigin) printerAnswers.push({ path: url.pathname, cached: r.fromServiceWorker() })
      if (url.origin !== server.url) return
      ;(r.fromServiceWorker() ? fromWorker : fromNetwork).push(url.pathname)
    })
    await page.goto(`${server.url}/jobs`)
    await waitForReady(page)
    await expect(page.getByTestId('file-browser')).toBeVisible()
    // index.html, the shell and the Jobs screen's chunks (opened before) all come from the worker.
    expect(fromWorker).toContain('/jobs')
    expect(fromWorker.filter((p) => p.startsWith('/assets/')).length).toBeGreaterThan(2)
    expect(fromNetwork.filter((p) => p === '/jobs' || p.startsWith('/assets/') || p.endsWith('.js'))).toEqual([])
    // The printer is always asked afresh.
    expect(printerAnswers.length).toBeGreaterThan(0)
    expect(printerAnswers.filter((a) => a.cached)).toEqual([])
  } finally {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

test('a new deployment shows "A new version is available", and Reload brings it in', async ({ page, printer }) => {
  const { server, dir } = await deploy(printer.url)
  try {
    await page.goto(server.url)
    await waitForReady(page)
    await installed(page)
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)

    // A new build: the worker's precache list changes (a new index.html revision).
    const sw = path.join(dir, 'sw.js')
    writeFileSync(sw, readFileSync(sw, 'utf8').replace(/url:"index\.html",revision:"[0-9a-f]+"/, 'url:"index.html",revision:"new-deployment"'))
    writeFileSync(path.join(dir, 'index.html'), readFileSync(path.join(dir, 'index.html'), 'utf8').replace('</body>', '<!-- new deployment --></body>'))
    await page.evaluate(async () => void (await navigator.serviceWorker.getRegistration())?.update())

    const banner = page.getByTestId('update-banner')
    await expect(banner).toBeVisible({ timeout: 30_000 })
    await expect(banner).toContainText('A new version is available')
    // Nothing changed under the user: the old worker still serves the page until they reload.
    expect(await page.evaluate(() => document.documentElement.outerHTML.includes('new deployment'))).toBe(false)

    await banner.getByRole('button', { name: 'Reload' }).click()
    await page.waitForEvent('load')
    await waitForReady(page)
    await expect.poll(() => page.evaluate(() => document.documentElement.outerHTML.includes('new deployment'))).toBe(true)
    await expect(page.getByTestId('update-banner')).toHaveCount(0)
    expect(before).toBeTruthy()
  } finally {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

test('Reload on a page no service worker controls (the first visit) brings the new version in', async ({ page, printer }) => {
  const { server, dir } = await deploy(printer.url)
  try {
    await page.goto(server.url)
    await waitForReady(page)
    // The worker installs and activates, but the page it was installed from stays without one.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(false)
    // A second tab the worker controls: the next version waits for it.
    const other = await page.context().newPage()
    await other.goto(server.url)
    await expect.poll(() => other.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true)

    const sw = path.join(dir, 'sw.js')
    writeFileSync(sw, readFileSync(sw, 'utf8').replace(/url:"index\.html",revision:"[0-9a-f]+"/, 'url:"index.html",revision:"new-deployment"'))
    writeFileSync(path.join(dir, 'index.html'), readFileSync(path.join(dir, 'index.html'), 'utf8').replace('</body>', '<!-- new deployment --></body>'))
    await page.evaluate(async () => void (await navigator.serviceWorker.getRegistration())?.update())

    const banner = page.getByTestId('update-banner')
    await expect(banner).toBeVisible({ timeout: 30_000 })
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    await banner.getByRole('button', { name: 'Reload' }).click()
    // Not a spinner for ever: the page reloads, into the new version.
    const shown = () => page.evaluate(() => document.documentElement.outerHTML.includes('new deployment')).catch(() => false)
    await expect.poll(shown, { timeout: 30_000 }).toBe(true)
    await waitForReady(page)
    await expect(page.getByTestId('update-banner')).toHaveCount(0)
    await other.close()
  } finally {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
