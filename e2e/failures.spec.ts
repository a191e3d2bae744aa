import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { serveDist } from '../scripts/serve-dist'
import { card, waitForDashboard } from './dashboard-helpers'
import { expect, simOnly, test, waitForReady } from './fixtures'

const HISTORY_CHUNK = /\/assets\/HistoryPage-[\w-]+\.js$/

/**
 * Aborts every request for the History screen's code; returns how many times the app imported it.
 * The build also preloads a screen's chunk beside its import (a <link rel="modulepreload"> of the
 * document's), which is not an attempt of its own: only the imports the code makes are counted.
 */
async function blockHistoryCode(page: Page): Promise<() => number> {
  let imports = 0
  await page.route(HISTORY_CHUNK, (route) => {
    if (/\/assets\/[\w-]+\.js$/.test(route.request().headers().referer ?? '')) imports += 1
    return route.abort('connectionrefused')
  })
  return () => imports
}

/** The notifications list, as the bell opens it. */
async function notifications(page: Page) {
  await page.getByRole('button', { name: 'Notifications' }).click()
  return page.getByTestId('notification')
}

test('a card that fails shows what failed, the other cards keep working, and Try again brings it back', async ({ app, printer }) => {
  simOnly()
  await waitForDashboard(app)
  const toolhead = card(app, 'toolhead')
  await expect(toolhead.getByRole('button', { name: 'Home all' })).toBeVisible()

  // The printer reports the homed axes in a shape the card does not expect.
  await printer.api.post('/sim/plant', { status: { toolhead: { homed_axes: { x: true } } } })
  const failure = toolhead.getByTestId('failure-card')
  await expect(failure).toContainText('Toolhead failed')
  await expect(failure).toContainText('is not a function')
  await expect(toolhead.getByRole('button', { name: 'Home all' })).toHaveCount(0)

  // The rest of the dashboard carries on: a target typed on the thermals card reaches the printer.
  const target = card(app, 'temperature').getByRole('textbox', { name: 'Extruder target' })
  await target.fill('180')
  await target.press('Enter')
  await expect.poll(async () => (await printer.api.query<{ target: number }>('extruder')).target).toBe(180)
  await expect((await notifications(app)).filter({ hasText: 'Toolhead' })).toContainText('is not a function')
  await app.keyboard.press('Escape')

  // The printer is itself again; the card stays as it is until the user tries again (and again,
  // should the dashboard not have heard from the printer yet).
  await printer.api.post('/sim/plant', { status: { toolhead: null } })
  await expect(failure).toBeVisible()
  await expect(async () => {
    if (await failure.isVisible()) await failure.getByRole('button', { name: 'Try again' }).click()
    await expect(toolhead.getByRole('button', { name: 'Home all' })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(toolhead.getByTestId('failure-card')).toHaveCount(0)
})

test("a screen whose code cannot be fetched is asked for twice, then says so with Reload, which works once it can be", async ({ app }) => {
  await waitForReady(app)
  const requests = await blockHistoryCode(app)
  await app.getByRole('link', { name: 'History' }).first().click()

  const failure = app.getByTestId('failure-card')
  await expect(failure).toContainText('History could not be loaded', { timeout: 30_000 })
  expect(requests()).toBe(2)
  await expect(failure.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  // The deployed build is still this page's: no "new version".
  await app.waitForTimeout(500)
  await expect(app.getByTestId('update-banner')).toHaveCount(0)

  // The shell keeps working around it.
  await app.getByRole('link', { name: 'Dashboard' }).first().click()
  await expect(app.getByTestId('dashboard')).toBeVisible()
  await app.goBack()
  await expect(failure).toBeVisible()

  await app.unroute(HISTORY_CHUNK)
  await failure.getByRole('button', { name: 'Reload' }).click()
  await expect(app.getByTestId('history-page')).toBeVisible({ timeout: 20_000 })
  await expect(app.getByTestId('failure-card')).toHaveCount(0)
})

test('code that cannot be fetched from a page the host no longer serves shows "A new version is available"', async ({ page, printer }) => {
  // A deployment of its own, so that its index.html can change under the running page.
  const dist = path.resolve(import.meta.dirname, '..', 'dist')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stratum-deploy-'))
  cpSync(dist, dir, { recursive: true })
  const server = await serveDist({ dist: dir, port: 0, config: { apiUrl: printer.url } })
  try {
    await page.goto(server.url)
    await waitForReady(page)
    const index = path.join(dir, 'index.html')
    const deployed = readFileSync(index, 'utf8')
    const entry = deployed.match(/<script type="module"[^>]* src="([^"]+)"/)![1]
    // A new build: its entry script has another name, and the old screens' code is gone.
    writeFileSync(index, deployed.replace(entry, '/assets/index-newbuild.js'))
    const requests = await blockHistoryCode(page)

    await page.getByRole('link', { name: 'History' }).first().click()
    await expect(page.getByTestId('failure-card')).toContainText('History could not be loaded', { timeout: 30_000 })
    expect(requests()).toBe(2)
    const banner = page.getByTestId('update-banner')
    await expect(banner).toContainText('A new version is available')

    // Reload brings in what the host serves (here the first build again, so that the page can run).
    writeFileSync(index, deployed)
    await page.unroute(HISTORY_CHUNK)
    await banner.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByTestId('history-page')).toBeVisible({ timeout: 20_000 })
  } finally {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
