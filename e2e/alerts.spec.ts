import type { Page } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startSim } from '../sim/index'
import { expect, simOnly, test, waitForReady } from './fixtures'
import { PrinterClient } from './printer-client'

/**
 * Alerts reach the user wherever the page is: a print that finishes or pauses while another route is
 * open raises a desktop notification naming the file and a tone; with two tabs open, one of them does;
 * a reconnect after the print ended raises nothing new. The browser's Notification and AudioContext are
 * stubbed to record what the page asked of them.
 */

const SAMPLE = 'quick_test_square_0.2mm_PLA_2m.gcode'
const LONG = 'boat_x4_0.2mm_PLA_33m.gcode'

test.use({ simOptions: { timeScale: 40 } })

async function stubAlertApis(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __notes: { title: string; body: string }[]; __tones: number }
    w.__notes = []
    w.__tones = 0
    class FakeNotification {
      static permission = 'granted'
      static requestPermission = async () => 'granted'
      onclick: (() => void) | null = null
      constructor(title: string, options: { body?: string } = {}) {
        w.__notes.push({ title, body: options.body ?? '' })
        ;(window as unknown as { __shown: FakeNotification[] }).__shown = [...((window as unknown as { __shown?: FakeNotification[] }).__shown ?? []), this]
      }
      close() {}
    }
    class FakeAudioContext {
      currentTime = 0
      destination = {}
      resume() {
        return Promise.resolve()
      }
      createOscillator() {
        w.__tones += 1
        return { type: 'sine', frequency: { value: 0 }, connect: (n: unknown) => n, start() {}, stop() {} }
      }
      createGain() {
        const node = { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (n: unknown) => n }
        return node
      }
    }
    Object.assign(window, { Notification: FakeNotification, AudioContext: FakeAudioContext })
  })
}

/** The alerts run in the background from a few seconds after the load. */
const alertsOn = (page: Page) => expect(page.locator('html[data-alerts="on"]')).toBeAttached({ timeout: 20_000 })
const notes = (page: Page) => page.evaluate(() => (window as unknown as { __notes: { title: string; body: string }[] }).__notes)
const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number }).__tones)

test.describe('alerts', () => {
  simOnly()

  test('a print that finishes while another route is open raises a notification naming the file, and a tone; a pause raises one too', async ({ app, printer }) => {
    await stubAlertApis(app)
    await app.goto(app.url().replace(/\/?$/, '/history'))
    await waitForReady(app)
    await alertsOn(app)
    await printer.api.post(`/printer/print/start?filename=${SAMPLE}`)
    await expect.poll(() => notes(app), { timeout: 60_000 }).toContainEqual(expect.objectContaining({ title: expect.stringContaining('print finished'), body: expect.stringContaining(SAMPLE) }))
    expect(await tones(app)).toBeGreaterThan(0)
    await expect(app).toHaveURL(/\/history$/)
    // A click on the notification shows that printer's dashboard.
    await app.evaluate(() => (window as unknown as { __shown: { onclick: (() => void) | null }[] }).__shown[0].onclick?.())
    await expect(app).toHaveURL(/\/$/)
    await expect(app.getByTestId('dashboard')).toBeVisible()

    await printer.api.post(`/printer/print/start?filename=${LONG}`)
    await expect.poll(async () => (await printer.api.query<{ state: string }>('print_stats')).state, { timeout: 30_000 }).toBe('printing')
    await printer.api.post('/printer/print/pause')
    await expect.poll(() => notes(app), { timeout: 20_000 }).toContainEqual(expect.objectContaining({ title: expect.stringContaining('print paused'), body: expect.stringContaining(LONG) }))
    await printer.api.post('/printer/print/cancel')
  })

  test('a printer’s own choices: its finished print makes a sound but no desktop notification', async ({ app, printer, dashboard }) => {
    // A second printer (away) makes the matrix offer a printer's own choices.
    dashboard.config = { apiUrl: printer.url, endpoints: [printer.url, 'http://127.0.0.1:9'] }
    await stubAlertApis(app)
    await app.goto(app.url().replace(/\/?$/, '/settings#alerts'))
    await waitForReady(app)
    const settings = app.getByTestId('alerts-settings')
    await settings.scrollIntoViewIfNeeded()
    await settings.getByTestId('alert-scope').click()
    await app.getByRole('option', { name: new URL(printer.url).host }).click()
    await settings.getByRole('checkbox', { name: 'Print finished · Desktop notification' }).uncheck()
    await expect(settings.getByRole('button', { name: 'Use the choices for every printer' })).toBeVisible()
    await alertsOn(app)
    await printer.api.post(`/printer/print/start?filename=${SAMPLE}`)
    await expect.poll(() => tones(app), { timeout: 60_000 }).toBeGreaterThan(0)
    await expect(app.getByText('print finished').first()).toBeVisible()
    expect(await notes(app)).toEqual([])
  })

  test('the job queue starting its last job is an alert in the app, with a tone', async ({ app, printer }) => {
    await stubAlertApis(app)
    await app.goto(app.url())
    await waitForReady(app)
    await alertsOn(app)
    // The queue starts paused (load_on_startup is off): one job in it, then started on an idle printer,
    // which takes the job at once and leaves the queue empty.
    await printer.api.post('/server/job_queue/job', { filenames: [SAMPLE] })
    await printer.api.post('/server/job_queue/start')
    await expect(app.getByText('the job queue is empty').first()).toBeVisible({ timeout: 30_000 })
    expect(await tones(app)).toBeGreaterThan(0)
    await printer.api.post('/printer/print/cancel').catch(() => undefined)
  })

  test('an emergency stop names Klipper’s own reason, on the printer shown and on another one', async ({ app, printer, dashboard }) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-alerts-'))
    const other = await startSim({ port: 0, dataDir, timeScale: 20, seedHistory: 0, seedCamera: false })
    const otherApi = new PrinterClient(other.url)
    try {
      await expect.poll(async () => (await otherApi.serverInfo().catch(() => null))?.klippy_state, { timeout: 20_000 }).toBe('ready')
      dashboard.config = { apiUrl: printer.url, endpoints: [printer.url, other.url] }
      await stubAlertApis(app)
      await app.goto(dashboard.url.replace(/\/?$/, '/farm'))
      await waitForReady(app)
      await alertsOn(app)
      // The other printer's light session has its first reading (where detection starts).
      await expect(app.locator(`[data-testid="farm-card"][data-printer="${other.url}/"]`)).toHaveAttribute('data-state', 'idle', { timeout: 20_000 })
      const reason = 'Shutdown due to webhooks request'
      // The other printer: its light session hears the shutdown.
      await otherApi.post('/printer/emergency_stop')
      await expect.poll(() => notes(app), { timeout: 20_000 }).toContainEqual({ title: `${new URL(other.url).host}: Klipper shut down`, body: reason })
      // The printer shown: its full session.
      await printer.api.post('/printer/emergency_stop')
      await expect.poll(async () => (await notes(app)).length, { timeout: 20_000 }).toBe(2)
      const [, shown] = await notes(app)
      expect(shown).toEqual({ title: expect.stringContaining(': Klipper shut down'), body: reason })
      expect(JSON.stringify(await notes(app))).not.toContain('Printer is ready')
    } finally {
      await printer.api.post('/printer/firmware_restart').catch(() => undefined)
      await other.stop().catch(() => undefined)
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('two tabs open: one notification', async ({ app, printer, context }) => {
    await stubAlertApis(app)
    await app.goto(app.url())
    await waitForReady(app)
    const second = await context.newPage()
    await stubAlertApis(second)
    await second.goto(app.url())
    await waitForReady(second)
    await alertsOn(app)
    await alertsOn(second)
    await printer.api.post(`/printer/print/start?filename=${SAMPLE}`)
    const finished = async () => [...(await notes(app)), ...(await notes(second))].filter((n) => n.title.includes('print finished'))
    await expect.poll(async () => (await finished()).length, { timeout: 60_000 }).toBe(1)
    // Both tabs saw the change; give the slower one time to (not) raise it too.
    await app.waitForTimeout(3000)
    expect(await finished()).toHaveLength(1)
  })

  test('a drop and reconnect after the print ended raises nothing new', async ({ app, printer }) => {
    await stubAlertApis(app)
    await app.goto(app.url())
    await waitForReady(app)
    await alertsOn(app)
    await printer.api.post(`/printer/print/start?filename=${SAMPLE}`)
    await expect.poll(async () => (await notes(app)).length, { timeout: 60_000 }).toBe(1)
    // (That the first reading after a reconnect starts detection afresh is pinned by state/alerts/detect.test.ts.)
    await printer.api.post('/sim/fault', { flag: 'drop-sockets', enabled: true })
    await expect(app.getByTestId('disconnected-banner')).toBeVisible()
    await waitForReady(app)
    await expect(app.getByTestId('disconnected-banner')).toHaveCount(0)
    await app.waitForTimeout(3000)
    expect(await notes(app)).toHaveLength(1)
  })
})
