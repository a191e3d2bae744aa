import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startSim } from '../sim/index'
import { test, expect, waitForReady } from './fixtures'
import { row } from './files-helpers'
import { PrinterClient } from './printer-client'

type Item<T> = { value: T }
/** A stored setting, or undefined while it is not written yet (the poll then tries again). */
const setting = async <T>(api: PrinterClient, key: string) =>
  (await api.get<Item<T>>(`/server/database/item?namespace=fluidd&key=${key}`).catch(() => undefined))?.value

async function pick(page: import('@playwright/test').Page, testId: string, option: string) {
  await page.getByTestId(testId).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a date and time format change shows on the file list', async ({ app, dashboard, printer }) => {
  const name = 'dated.gcode'
  const file = path.join(printer.dataDir, 'gcodes', name)
  writeFileSync(file, 'G28\n')
  const when = new Date(2024, 2, 5, 14, 7)
  utimesSync(file, when, when)
  await app.goto(`${dashboard.url}/jobs`)
  await waitForReady(app)
  const jobs = app.getByTestId('jobs-page')
  await expect(row(jobs, name).locator('[data-column="modified"]')).toHaveText('Mar 5, 2024 02:07 pm')

  await app.goto(`${dashboard.url}/settings#general`)
  await waitForReady(app)
  await pick(app, 'setting-dateformat', '31 Jan')
  await pick(app, 'setting-timeformat', '13:30')
  await expect.poll(() => setting<string>(printer.api, 'uiSettings.general.dateformat')).toBe('DD MMM.')
  await expect.poll(() => setting<string>(printer.api, 'uiSettings.general.timeformat')).toBe('HH:mm')

  await app.goto(`${dashboard.url}/jobs`)
  await waitForReady(app)
  await expect(row(jobs, name).locator('[data-column="modified"]')).toHaveText('5 Mar 2024 14:07')
})

test('the printer name is required, and a deep link lands on its section', async ({ app, dashboard, printer }) => {
  await app.goto(`${dashboard.url}/settings#macros`)
  await waitForReady(app)
  const macros = app.getByTestId('settings-section-macros')
  await expect(macros).toBeVisible()
  await expect.poll(async () => Math.round((await macros.boundingBox())!.y), { timeout: 5000 }).toBeLessThan(140)
  await app.waitForTimeout(1200)
  const y = (await macros.boundingBox())!.y
  expect(y).toBeGreaterThan(-5)
  expect(y).toBeLessThan(140)

  await app.goto(`${dashboard.url}/settings#general`)
  const nameInput = app.getByTestId('setting-instanceName')
  // Never named, the printer goes by its host name, as in the app bar; nothing is wrong yet.
  await expect(nameInput).toHaveValue((await printer.api.get<{ hostname: string }>('/printer/info')).hostname)
  await expect(app.getByText('Required', { exact: true })).toHaveCount(0)
  await nameInput.fill('')
  await expect(app.getByText('Required', { exact: true })).toBeVisible()
  await nameInput.fill('Workshop')
  await nameInput.blur()
  await expect.poll(() => setting<string>(printer.api, 'uiSettings.general.instanceName')).toBe('Workshop')

  // The search box keeps only the sections with a matching field.
  await app.getByTestId('settings-search').fill('barometric')
  await expect(app.getByTestId('settings-section-general')).toBeVisible()
  await expect(app.getByTestId('settings-section-theme')).toBeHidden()
})

test('settings exported from one printer and imported into a fresh one come back the same', async ({ app, dashboard, printer, browser }) => {
  await app.goto(`${dashboard.url}/settings#general`)
  await waitForReady(app)
  const nameInput = app.getByTestId('setting-instanceName')
  await nameInput.fill('Exported printer')
  await nameInput.blur()
  await pick(app, 'setting-dateformat', '31 Jan')
  await app.getByTestId('setting-theme-mode').getByText('Light', { exact: true }).click()
  await expect.poll(() => setting<boolean>(printer.api, 'uiSettings.theme.isDark')).toBe(false)
  await expect.poll(() => setting<string>(printer.api, 'uiSettings.general.instanceName')).toBe('Exported printer')

  const [download] = await Promise.all([app.waitForEvent('download'), app.getByTestId('settings-export').click()])
  const saved = path.join(printer.dataDir, 'exported.json')
  await download.saveAs(saved)
  const exported = JSON.parse(readFileSync(saved, 'utf8'))
  expect(exported.uiSettings.general.instanceName).toBe('Exported printer')

  const freshDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-e2e-fresh-'))
  const fresh = await startSim({ port: 0, dataDir: freshDir, timeScale: 20 })
  try {
    // A new browser profile, so nothing of the first printer lingers in local storage.
    dashboard.config = { apiUrl: fresh.url }
    const context = await browser.newContext()
    const other = await context.newPage()
    await other.goto(`${dashboard.url}/settings#general`)
    await waitForReady(other)
    const api = new PrinterClient(fresh.url)
    await expect(other.getByTestId('setting-instanceName')).toBeVisible()
    const [chooser] = await Promise.all([other.waitForEvent('filechooser', { timeout: 20_000 }), other.getByTestId('settings-import').click()])
    await chooser.setFiles(saved)
    await other.getByRole('dialog').getByRole('button', { name: 'Yes' }).click()
    await expect.poll(() => setting<string>(api, 'uiSettings.general.instanceName')).toBe('Exported printer')
    expect(await setting<string>(api, 'uiSettings.general.dateformat')).toBe('DD MMM.')
    expect(await setting<boolean>(api, 'uiSettings.theme.isDark')).toBe(false)
    await expect(other.getByTestId('setting-instanceName')).toHaveValue('Exported printer')
    await expect(other.getByTestId('setting-dateformat')).toHaveValue('31 Jan')
    await context.close()
  } finally {
    await fresh.stop()
    rmSync(freshDir, { recursive: true, force: true })
  }
})
