import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { Printer } from './fixtures'
import { printState, seededGcodes } from './dashboard-helpers'

interface Job {
  job_id: string
  filename: string
  status: string
}

const jobs = async (printer: Printer) => (await printer.api.get<{ jobs: Job[] }>('/server/history/list?limit=0')).jobs
const totals = async (printer: Printer) => (await printer.api.get<{ job_totals: { total_jobs: number; total_time: number } }>('/server/history/totals')).job_totals

async function openHistory(app: Page): Promise<void> {
  // Straight to /history: the dashboard's cards need not load first on a busy machine.
  await app.goto(new URL('/history', app.url()).href)
  await expect(app.getByTestId('app-ready')).toBeAttached({ timeout: 60_000 })
  await expect(app.getByTestId('history-page')).toBeVisible({ timeout: 30_000 })
}

// Prints, a sim per test and a shared 2-core machine: give each test room.
test.describe.configure({ timeout: 180_000 })

const row = (app: Page, jobId: string) => app.locator(`[data-testid="history-row"][data-job-id="${jobId}"]`)

test.describe('prints', () => {
  test.use({ simOptions: { timeScale: 100 } })

  test('a finished print appears as Completed, a cancelled one as Cancelled, and reprint starts it again', async ({ app, printer }) => {
    await openHistory(app)
    await expect(app.getByTestId('history-empty')).toHaveText('No jobs yet.')
    const files = await seededGcodes(printer)
    const small = files[files.length - 1]
    await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(small)}`)
    await expect.poll(() => printState(printer), { timeout: 30_000 }).toBe('complete')
    const [done] = await jobs(printer)
    expect(done.status).toBe('completed')
    // The row arrives live through notify_history_changed: no reload.
    await expect(row(app, done.job_id).getByTestId('job-status')).toHaveText('Completed', { timeout: 10_000 })
    await expect(row(app, done.job_id).getByTestId('job-status')).toHaveAttribute('data-color', 'green')
    await expect(app.getByTestId('total-total_jobs').getByTestId('total-value')).toHaveText('1')

    const big = files[0]
    await printer.api.post(`/printer/print/start?filename=${encodeURIComponent(big)}`)
    await expect.poll(() => printState(printer), { timeout: 20_000 }).toBe('printing')
    await printer.api.post('/printer/print/cancel')
    await expect.poll(() => printState(printer), { timeout: 20_000 }).toBe('cancelled')
    const cancelled = (await jobs(printer)).find((j) => j.filename === big)!
    expect(cancelled.status).toBe('cancelled')
    await expect(row(app, cancelled.job_id).getByTestId('job-status')).toHaveText('Cancelled', { timeout: 10_000 })
    await expect(row(app, cancelled.job_id).getByTestId('job-status')).toHaveAttribute('data-color', 'red')

    // Reprint the small file from its row.
    await row(app, done.job_id).getByRole('button', { name: `Print ${small.split('/').pop()} again` }).click()
    await expect.poll(async () => (await jobs(printer)).length, { timeout: 20_000 }).toBe(3)
    expect((await jobs(printer))[0].filename).toBe(small)
  })
})

test.describe('seeded history', () => {
  test.use({ simOptions: { timeScale: 20, seedHistory: 8 } })

  const seeded = async (printer: Printer) => {
    await expect.poll(async () => (await totals(printer)).total_jobs, { timeout: 20_000 }).toBe(8)
    return jobs(printer)
  }

  test('deleting one job removes it on the printer', async ({ app, printer }) => {
    const list = await seeded(printer)
    await openHistory(app)
    const victim = list[1]
    await expect(row(app, victim.job_id)).toBeVisible({ timeout: 30_000 })
    await row(app, victim.job_id).getByRole('button', { name: /^Delete job/ }).click()
    const dialog = app.getByRole('dialog', { name: 'Delete job' })
    await expect(dialog).toContainText('Are you sure?')
    await dialog.getByRole('button', { name: 'Yes' }).click()
    await expect(row(app, victim.job_id)).toHaveCount(0)
    await expect.poll(async () => (await jobs(printer)).map((j) => j.job_id)).not.toContain(victim.job_id)
    expect((await jobs(printer)).length).toBe(7)
  })

  test('on a phone each job is one row with its status, start and print time under the name, and nothing scrolls sideways', async ({ app, printer }) => {
    const list = await seeded(printer)
    await app.setViewportSize({ width: 390, height: 844 })
    await openHistory(app)
    const first = row(app, list[0].job_id)
    await expect(first).toBeVisible({ timeout: 30_000 })
    const folded = first.getByTestId('job-folded')
    await expect(folded.getByTestId('job-status')).toBeVisible()
    await expect(folded.locator('[data-column="start_time"]')).not.toBeEmpty()
    await expect(folded.locator('[data-column="print_duration"]')).not.toBeEmpty()
    const table = app.getByTestId('history-table')
    expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    // The row's buttons are inside the screen.
    const remove = await first.getByRole('button', { name: /^Delete job/ }).boundingBox()
    expect(remove!.x + remove!.width).toBeLessThanOrEqual(390)

    // Opening the second job's details moves it down, not over the first: the first keeps its wrapped height.
    const second = row(app, list[1].job_id)
    const before = await first.boundingBox()
    await second.getByTestId('job-filename').click()
    await expect(second).toHaveAttribute('data-expanded', 'true')
    await expect
      .poll(async () => {
        const [a, b] = [await first.boundingBox(), await second.boundingBox()]
        return b!.y - (a!.y + a!.height)
      })
      .toBeGreaterThanOrEqual(-1)
    expect((await first.boundingBox())!.height).toBeCloseTo(before!.height, 0)
  })

  test('clear all stats resets the totals on the printer', async ({ app, printer }) => {
    await seeded(printer)
    await openHistory(app)
    await expect(app.getByTestId('total-total_jobs').getByTestId('total-value')).toHaveText('8', { timeout: 30_000 })
    await app.getByRole('button', { name: 'Clear all stats' }).click()
    const dialog = app.getByRole('dialog', { name: 'Clear all stats' })
    await dialog.getByRole('button', { name: 'Yes' }).click()
    await expect(app.getByTestId('total-total_jobs').getByTestId('total-value')).toHaveText('0')
    expect(await totals(printer)).toMatchObject({ total_jobs: 0, total_time: 0 })
    // The jobs themselves stay.
    expect((await jobs(printer)).length).toBe(8)
  })

  test('the CSV download holds the rows the table shows', async ({ app, printer }) => {
    const list = await seeded(printer)
    await openHistory(app)
    await expect(app.getByTestId('history-row')).toHaveCount(8, { timeout: 30_000 })
    // Narrow the table to completed jobs: the file holds exactly those rows.
    await app.getByRole('button', { name: 'Filter by status' }).click()
    await app.getByTestId('history-status-filter').getByLabel('Completed').check()
    await app.keyboard.press('Escape')
    const completed = list.filter((j) => j.status === 'completed')
    await expect(app.getByTestId('history-row')).toHaveCount(completed.length)
    const shownIds = await app.getByTestId('history-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-job-id')))
    const download = app.waitForEvent('download')
    await app.getByRole('button', { name: 'Download CSV' }).click()
    const file = await (await download).path()
    const lines = readFileSync(file, 'utf8').replace(/^\ufeff/, '').trim().split('\r\n')
    expect(lines[0]).toMatch(/^job_id,filename,status,start_time,end_time,/)
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(shownIds)
    expect(lines.slice(1).every((l) => /,completed,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,/.test(l))).toBe(true)
  })

  test('a job note is kept on the printer and survives a reload', async ({ app, printer }) => {
    const [first] = await seeded(printer)
    await openHistory(app)
    await row(app, first.job_id).getByTestId('job-filename').click({ timeout: 30_000 })
    const input = row(app, first.job_id).getByTestId('job-note-input')
    await input.fill('Warped corner, try a brim')
    await row(app, first.job_id).getByRole('button', { name: 'Save note' }).click()
    await expect(row(app, first.job_id).getByTestId('job-note-preview')).toHaveText('Warped corner, try a brim')
    await expect
      .poll(async () => (await printer.api.get<{ value: { notes?: Record<string, string> } }>('/server/database/item?namespace=fluidd&key=history')).value.notes?.[first.job_id])
      .toBe('Warped corner, try a brim')
    await app.reload()
    await expect(app.getByTestId('app-ready')).toBeAttached({ timeout: 60_000 })
    await expect(row(app, first.job_id).getByTestId('job-note-preview')).toHaveText('Warped corner, try a brim', { timeout: 20_000 })
  })
})

test.describe('selection', () => {
  test.use({ simOptions: { timeScale: 20, seedHistory: 6 } })

  test('ticking jobs sums their count, print time and filament; the folder shows beside the name', async ({ app, printer }) => {
    await openHistory(app)
    const listed = (await printer.api.get<{ jobs: (Job & { print_duration: number; filament_used: number })[] }>('/server/history/list?limit=0')).jobs
    const [a, b] = listed
    await row(app, a.job_id).getByTestId('history-select').check()
    await row(app, b.job_id).getByTestId('history-select').check()
    // Ticking does not open the row's details.
    await expect(row(app, a.job_id)).not.toHaveAttribute('data-expanded', /.*/)
    const sum = app.getByTestId('history-selection-sum')
    await expect(sum.getByTestId('sum-count')).toHaveText('Selected: 2')
    const seconds = a.print_duration + b.print_duration
    const h = Math.floor(seconds / 3600)
    const m = Math.floor((seconds % 3600) / 60)
    await expect(sum.getByTestId('sum-print-time')).toContainText(h > 0 ? `${h}h ${m}m` : `${m}m`)
    const metres = (a.filament_used + b.filament_used) / 1000
    await expect(sum.getByTestId('sum-filament')).toContainText(metres >= 1 ? metres.toFixed(2) : '')

    await row(app, b.job_id).getByTestId('history-select').uncheck()
    await expect(sum.getByTestId('sum-count')).toHaveText('Selected: 1')
    await sum.getByRole('button', { name: 'Clear selection' }).click()
    await expect(sum).toHaveCount(0)
    await expect(row(app, a.job_id).getByTestId('history-select')).not.toBeChecked()

    // A job of a file in a folder names the folder before the file.
    const nested = listed.find((j) => j.filename.includes('/'))
    if (nested) await expect(row(app, nested.job_id).getByTestId('job-folder')).toHaveText(`${nested.filename.slice(0, nested.filename.lastIndexOf('/'))}/`)
  })
})
