import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, waitForReady } from './fixtures'
import { deploy } from './pwa-helpers'

// The installed app: its service worker runs, as in a browser (every other spec but pwa.spec.ts blocks it).
test.use({ serviceWorkers: 'allow' })

/** The first visit's service worker is active with its precache complete: the next load is the installed app's. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
}

test('the installed app opened with its host away shows the connecting screen with its countdown, and comes back by itself', async ({ page, context, printer }) => {
  const { server, dir } = await deploy(printer.url)
  try {
    await page.goto(server.url)
    await waitForReady(page)
    await workerReady(page)
    // In German, whose files this browser has never fetched: the shell's own come from the precache.
    await page.evaluate(() => localStorage.setItem('stratum-locale', 'de'))

    await context.setOffline(true)
    await page.reload()
    const screen = page.getByTestId('disconnected-screen')
    await expect(screen).toBeVisible()
    await expect(screen.getByTestId('disconnected-countdown')).toHaveText(/^Nächster Versuch in \d+ s$/)
    await expect(screen.getByRole('button', { name: 'Jetzt verbinden' })).toBeVisible()
    // config.json could not be fetched: the printer of the last good start is the one the app waits for.
    await expect(screen).toContainText(new URL(printer.url).host)
    await expect(page.getByText('Unable to load host configuration')).toHaveCount(0)

    // The network is back: no click, the dashboard returns.
    await context.setOffline(false)
    await waitForReady(page)
    await expect(page.getByTestId('disconnected-screen')).toHaveCount(0)
    await expect(page.getByTestId('temperature-card')).toContainText('Temperaturen')
  } finally {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

test('the screens the app shows without its host come from the precache, in the user\'s language', async ({ page, printer }) => {
  const { server, dir } = await deploy(printer.url)
  try {
    await page.goto(server.url)
    await waitForReady(page)
    await workerReady(page)

    // The host now serves no app file at all (a new deployment swept the old ones away) and a
    // config.json of the wrong shape: only the precache can show the error screen.
    for (const file of readdirSync(path.join(dir, 'assets'))) rmSync(path.join(dir, 'assets', file))
    server.config = { apiUrl: 7125 }
    await page.evaluate(() => localStorage.setItem('stratum-locale', 'de'))
    await page.reload()
    await expect(page.getByText('Unable to load host configuration. Please check the host.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeVisible()

    // The host does not answer config.json and no start has gone well before: the disconnected
    // screen, from the precache too, waits and tries again.
    await page.evaluate(() => localStorage.clear())
    await server.close()
    await page.reload().catch(() => undefined)
    const screen = page.getByTestId('disconnected-screen')
    await expect(screen).toBeVisible()
    await expect(screen.getByTestId('disconnected-countdown')).toHaveText(/^Next attempt in \d+ s$/)
  } finally {
    await server.close().catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
  }
})
