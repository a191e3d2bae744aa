import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { startSim } from '../sim/index'
import { defaultMoonrakerConf } from '../sim/server/config/moonraker-conf'
import { expect, simOnly, test, waitForReady } from './fixtures'
import { browser, openPage, row } from './files-helpers'
import { PrinterClient } from './printer-client'

interface QueueStatus {
  queued_jobs: { filename: string; job_id: string }[]
  queue_state: string
}

const QUICK = 'quick_test_square_0.2mm_PLA_2m.gcode'
const queueOf = (api: PrinterClient) => api.get<QueueStatus>('/server/job_queue/status')
const queuedFiles = async (api: PrinterClient) => (await queueOf(api)).queued_jobs.map((j) => j.filename)
const printStats = (api: PrinterClient) => api.query<{ state: string; filename: string }>('print_stats')
/** The queue's rows as the page shows them, in order. */
const shownFiles = (page: Page) => page.getByTestId('queue-job').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-filename')))

/** A seeded plate other than the quick square: the boat of four. */
async function boatFile(api: PrinterClient): Promise<string> {
  const { files } = await api.get<{ files: { filename: string }[] }>('/server/files/directory?path=gcodes')
  const boat = files.find((f) => f.filename.startsWith('boat_x4'))
  if (!boat) throw new Error('no seeded boat plate')
  return boat.filename
}

async function addFromMenu(page: Page, jobs: Locator, name: string): Promise<void> {
  await row(jobs, name).click({ button: 'right' })
  await page.getByTestId('file-context-menu').locator('[data-action="queue"]').click()
  await page.getByTestId('queue-add-submit').click()
  await expect(page.getByTestId('queue-add-submit')).toHaveCount(0)
}

/** Drags a queued job's handle onto another row (the pointer moves in steps, as a hand does). */
async function dragJob(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.getByTestId('queue-drag').boundingBox()
  const b = await to.boundingBox()
  if (!a || !b) throw new Error('rows not laid out')
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 8, { steps: 4 })
  await page.mouse.move(a.x + a.width / 2, b.y + 4, { steps: 12 })
  await page.mouse.up()
}

/** The Jobs page with its queue shown empty, and the boat file's path. */
async function openEmptyQueue(app: Page, url: string, api: PrinterClient) {
  await waitForReady(app)
  await openPage(app, url, '/jobs')
  const queue = app.getByTestId('queue-panel')
  await expect(queue.getByTestId('queue-empty')).toBeVisible({ timeout: 20_000 })
  return { jobs: browser(app, 'jobs-page'), queue, boat: await boatFile(api) }
}

test.describe.configure({ timeout: 180_000 })

test.describe('the job queue', () => {
  test.use({ simOptions: { timeScale: 40 } })

  test('add two files from the file menu, move the second to the front by drag and back by Print next, remove the first, start', async ({ app, dashboard, printer }) => {
    const { jobs, queue, boat } = await openEmptyQueue(app, dashboard.url, printer.api)

    await addFromMenu(app, jobs, QUICK)
    await addFromMenu(app, jobs, boat)
    await expect.poll(() => shownFiles(app)).toEqual([QUICK, boat])
    expect(await queuedFiles(printer.api)).toEqual([QUICK, boat])
    await expect(queue.getByTestId('queue-count')).toHaveText('2 jobs')
    await expect(queue.getByTestId('queue-state')).toHaveAttribute('data-state', 'paused')
    await expect(queue.getByTestId('queue-total-time')).toBeVisible()
    await expect(queue.getByTestId('queue-job').first().getByTestId('queue-job-figures')).not.toBeEmpty()

    // Drag the second to the front: the printer's queue is posted again in the new order.
    const rows = queue.getByTestId('queue-job')
    await dragJob(app, rows.nth(1), rows.nth(0))
    await expect.poll(() => queuedFiles(printer.api)).toEqual([boat, QUICK])
    await expect.poll(() => shownFiles(app)).toEqual([boat, QUICK])

    // Print next brings the square back to the front.
    await queue.getByTestId('queue-job').nth(1).getByTestId('queue-print-next').click()
    await expect.poll(() => queuedFiles(printer.api)).toEqual([QUICK, boat])
    await expect.poll(() => shownFiles(app)).toEqual([QUICK, boat])

    // Remove the first.
    await queue.getByTestId('queue-job').first().getByTestId('queue-remove').click()
    await expect.poll(() => queuedFiles(printer.api)).toEqual([boat])
    await expect.poll(() => shownFiles(app)).toEqual([boat])

    // Start: the printer takes the boat, and the queue is empty.
    await queue.getByTestId('queue-start').click()
    await expect.poll(async () => (await printStats(printer.api)).filename, { timeout: 30_000 }).toBe(boat)
    expect((await printStats(printer.api)).state).toMatch(/printing|complete/)
    await expect.poll(() => queuedFiles(printer.api)).toEqual([])
    await expect(queue.getByTestId('queue-empty')).toBeVisible()
    await printer.api.post('/printer/print/cancel').catch(() => undefined)
  })

  test('select two files and add three copies of each; a folder in the selection is refused; a file row dragged onto the queue joins it', async ({ app, dashboard, printer }) => {
    const { jobs, queue, boat } = await openEmptyQueue(app, dashboard.url, printer.api)

    await row(jobs, QUICK).getByRole('checkbox').check()
    await row(jobs, 'calibration').getByRole('checkbox').check()
    await jobs.getByTestId('bulk-queue').click()
    await expect(app.getByText('"calibration" is a folder: only G-code files can be queued')).toBeVisible()
    await expect(app.getByTestId('queue-copies')).toHaveCount(0)
    expect(await queuedFiles(printer.api)).toEqual([])

    await row(jobs, 'calibration').getByRole('checkbox').uncheck()
    await row(jobs, boat).getByRole('checkbox').check()
    await jobs.getByTestId('bulk-queue').click()
    await app.getByTestId('queue-copies').fill('3')
    await expect(app.getByTestId('queue-add-total')).toHaveText('6 jobs will be added')
    await app.getByTestId('queue-add-submit').click()
    const order = await queuedFiles(printer.api)
    expect([...order].sort()).toEqual([QUICK, QUICK, QUICK, boat, boat, boat].sort())
    await expect.poll(() => shownFiles(app)).toEqual(order)
    await expect(queue.getByTestId('queue-count')).toHaveText('6 jobs')

    // A row dragged from the file list onto the queue.
    await row(jobs, QUICK).dragTo(queue)
    await expect.poll(() => queuedFiles(printer.api)).toEqual([...order, QUICK])
    await expect(queue.getByTestId('queue-count')).toHaveText('7 jobs')

    // Clear all, after the question.
    await queue.getByTestId('queue-clear').click()
    await app.getByRole('dialog').getByRole('button', { name: 'Clear queue' }).click()
    await expect.poll(() => queuedFiles(printer.api)).toEqual([])
    await expect(queue.getByTestId('queue-empty')).toBeVisible()
  })

  test('two tabs reordering at once both end in the printer’s order', async ({ app, dashboard, printer, context }) => {
    await waitForReady(app)
    const boat = await boatFile(printer.api)
    const { files } = await printer.api.get<{ files: { filename: string }[] }>('/server/files/directory?path=gcodes')
    const vase = files.find((f) => f.filename.startsWith('tall_vase'))?.filename ?? QUICK
    await printer.api.post('/server/job_queue/job', { filenames: [QUICK, boat, vase] })
    const other = await context.newPage()
    await Promise.all([openPage(app, dashboard.url, '/jobs'), openPage(other, dashboard.url, '/jobs')])
    for (const page of [app, other]) await expect.poll(() => shownFiles(page), { timeout: 20_000 }).toEqual([QUICK, boat, vase])

    const rows = app.getByTestId('queue-panel').getByTestId('queue-job')
    await Promise.all([dragJob(app, rows.nth(2), rows.nth(0)), other.getByTestId('queue-panel').getByTestId('queue-job').nth(1).getByTestId('queue-print-next').click()])
    // Whichever the printer took last, both tabs show its order.
    await expect
      .poll(async () => {
        const order = await queuedFiles(printer.api)
        return JSON.stringify([await shownFiles(app), await shownFiles(other)]) === JSON.stringify([order, order])
      }, { timeout: 20_000 })
      .toBe(true)
    expect([...(await queuedFiles(printer.api))].sort()).toEqual([QUICK, boat, vase].sort())
    await other.close()
  })

  test('a queued file deleted before its turn shows as missing', async ({ app, dashboard, printer }) => {
    await waitForReady(app)
    await printer.api.upload('gcodes', 'doomed.gcode', 'G28\n')
    await printer.api.post('/server/job_queue/job', { filenames: ['doomed.gcode', QUICK] })
    await openPage(app, dashboard.url, '/jobs')
    const doomed = app.locator('[data-testid="queue-job"][data-filename="doomed.gcode"]')
    await expect(doomed).toBeVisible({ timeout: 20_000 })
    await expect(doomed).not.toHaveAttribute('data-missing')
    await printer.api.delete('/server/files/gcodes/doomed.gcode')
    await expect(doomed).toHaveAttribute('data-missing', 'true')
    await expect(doomed.getByTestId('queue-job-figures')).toHaveText('The file was deleted, renamed or moved')
  })
})

test.describe('history', () => {
  test.use({ simOptions: { timeScale: 20, seedHistory: 6 } })

  test('"Print again later" queues a past job’s file', async ({ app, dashboard, printer }) => {
    await waitForReady(app)
    await openPage(app, dashboard.url, '/history')
    const button = app.getByTestId('history-row').getByTestId('history-queue').and(app.locator(':enabled')).first()
    await expect(button).toBeVisible({ timeout: 30_000 })
    const filename = await button.locator('xpath=ancestor::*[@data-testid="history-row"]').getAttribute('data-filename')
    await button.click()
    await expect(app.getByText('Added 1 job to the queue')).toBeVisible()
    await expect.poll(() => queuedFiles(printer.api)).toEqual([filename])
  })
})

test.describe('the bed check', () => {
  test('holds the next job after a print until the user says the bed is clear', async ({ app, dashboard }) => {
    simOnly()
    // A printer whose queue goes on by itself after each job (automatic_transition).
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-queue-'))
    mkdirSync(path.join(dataDir, 'config'), { recursive: true })
    writeFileSync(path.join(dataDir, 'config', 'moonraker.conf'), defaultMoonrakerConf(dataDir, 7125).replace('automatic_transition: False', 'automatic_transition: True'))
    const sim = await startSim({ port: 0, dataDir, timeScale: 40, seedHistory: 0, seedCamera: false })
    const api = new PrinterClient(sim.url)
    try {
      await expect.poll(async () => (await api.serverInfo().catch(() => null))?.klippy_state, { timeout: 20_000 }).toBe('ready')
      dashboard.config = { apiUrl: sim.url }
      await app.goto(`${dashboard.url}/jobs`)
      await waitForReady(app)
      const queue = app.getByTestId('queue-panel')
      await expect(queue.getByTestId('queue-empty')).toBeVisible({ timeout: 20_000 })
      await queue.getByTestId('queue-bed-check').click()
      await expect.poll(async () => (await api.get<{ value: { queue?: { bedCheck?: boolean } } }>('/server/database/item?namespace=fluidd&key=uiSettings')).value.queue?.bedCheck).toBe(true)

      await api.post('/server/job_queue/job', { filenames: [QUICK, QUICK] })
      await expect(queue.getByTestId('queue-count')).toHaveText('2 jobs')
      await queue.getByTestId('queue-start').click()
      // The first job prints; the queue holds the second for after it.
      await expect.poll(async () => (await printStats(api)).state, { timeout: 30_000 }).toMatch(/printing|complete/)
      await expect.poll(async () => (await queueOf(api)).queue_state).toBe('paused')
      await expect.poll(async () => (await printStats(api)).state, { timeout: 60_000 }).toBe('complete')
      // Time passes (the transition delay many times over): the second job waits.
      await app.waitForTimeout(1500)
      expect((await printStats(api)).state).toBe('complete')
      expect(await queuedFiles(api)).toEqual([QUICK])

      await app.goto(dashboard.url)
      const prompt = app.getByTestId('bed-check-prompt')
      await expect(prompt).toBeVisible({ timeout: 20_000 })
      await expect(prompt).toContainText(QUICK)
      await prompt.getByTestId('bed-check-confirm').click()
      await expect.poll(() => queuedFiles(api), { timeout: 20_000 }).toEqual([])
      // The second job was taken: the printer's history holds both.
      await expect.poll(async () => (await api.get<{ count: number }>('/server/history/list')).count, { timeout: 30_000 }).toBe(2)
      await expect(prompt).toHaveCount(0)
    } finally {
      await api.post('/printer/print/cancel').catch(() => undefined)
      await sim.stop().catch(() => undefined)
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
