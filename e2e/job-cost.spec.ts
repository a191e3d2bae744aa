import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { printState, seededGcodes } from './dashboard-helpers'

test.describe.configure({ timeout: 180_000 })
test.use({ simOptions: { timeScale: 100 } })

interface Job {
  job_id: string
  auxiliary_data: { name: string; value: number; units: string }[]
}

async function setPrice(app: Page, field: string, value: string): Promise<void> {
  const input = app.getByTestId(`cost-${field}`)
  await input.fill(value)
  await input.blur()
}

test('a finished job shows its cost and metered kWh in History, the totals and the CSV', async ({ app, printer }) => {
  await app.goto(new URL('/settings#costs', app.url()).href)
  await expect(app.getByTestId('history-cost-settings')).toBeVisible({ timeout: 60_000 })
  await setPrice(app, 'filamentPerKg', '25')
  await setPrice(app, 'energyPerKwh', '2')
  await expect
    .poll(async () => (await printer.api.get<{ value: { filamentPerKg: number; energyPerKwh: number } }>('/server/database/item?namespace=fluidd&key=uiSettings.history.costs')).value, { timeout: 10_000 })
    .toMatchObject({ filamentPerKg: 25, energyPerKwh: 2 })

  const files = await seededGcodes(printer)
  const small = files[files.length - 1]
  await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(small)}`)
  await expect.poll(() => printState(printer), { timeout: 60_000 }).toBe('complete')
  const [job] = (await printer.api.get<{ jobs: Job[] }>('/server/history/list?limit=1')).jobs
  const energy = job.auxiliary_data.find((a) => a.name === 'energy_consumption')!
  expect(energy.units).toBe('kWh')
  expect(energy.value).toBeGreaterThan(0)

  await app.goto(new URL('/history', app.url()).href)
  const row = app.locator(`[data-testid="history-row"][data-job-id="${job.job_id}"]`)
  await expect(row).toBeVisible({ timeout: 60_000 })
  await expect(row.getByText(`${energy.value.toFixed(3)} kWh`)).toBeVisible()
  await expect(row.getByText(/^\d+\.\d\d$/)).toBeVisible()
  await expect(app.getByTestId('total-energy')).toContainText(`${energy.value.toFixed(3)} kWh`)
  await expect(app.getByTestId('total-cost')).toBeVisible()

  const download = app.waitForEvent('download')
  await app.getByRole('button', { name: 'Download CSV' }).click()
  const lines = readFileSync(await (await download).path(), 'utf8').replace(/^\ufeff/, '').trim().split('\r\n')
  const header = lines[0].split(',')
  const cells = lines.find((l) => l.startsWith(`${job.job_id},`))!.split(',')
  const kwh = Number(cells[header.indexOf('energy_kwh')])
  const cost = Number(cells[header.indexOf('cost')])
  expect(kwh).toBeCloseTo(energy.value, 6)
  // At least the energy's share: kWh × 2 (the filament adds to it).
  expect(cost).toBeGreaterThanOrEqual(Math.round(kwh * 2 * 100) / 100)
  expect(cost).toBeGreaterThan(0)
})
