import type { Locator } from '@playwright/test'
import { expect, simOnly, test, type Printer } from './fixtures'
import { card, waitForDashboard } from './dashboard-helpers'

test.use({ simOptions: { timeScale: 20 } })

/** Past the time a sent value shows without the printer's report (PENDING_TIMEOUT_MS), with room. */
const PAST_PENDING_MS = 4500

/** The G-code commands the printer received, oldest first, as any client reads them. */
async function commandsSent(printer: Printer, match: RegExp): Promise<string[]> {
  const store = await printer.api.get<{ gcode_store: { message: string; type: string }[] }>('/server/gcode_store?count=200')
  return store.gcode_store.filter((l) => l.type === 'command' && match.test(l.message)).map((l) => l.message)
}

/**
 * Records what a form control shows (a box's value, a switch's checked state) every few milliseconds,
 * in the page, from now until `shown` is read: what the user saw, not what a later look finds.
 */
async function recordShown(control: Locator): Promise<{ since(): Promise<number>; shown(from: number): Promise<string[]> }> {
  await control.evaluate((el: HTMLInputElement) => {
    const w = window as unknown as { shownSamples: string[]; shownTimer: number }
    w.shownSamples = []
    w.shownTimer = window.setInterval(() => w.shownSamples.push(el.type === 'checkbox' ? String(el.checked) : el.value), 5)
  })
  return {
    since: () => control.evaluate(() => (window as unknown as { shownSamples: string[] }).shownSamples.length),
    shown: (from) =>
      control.evaluate((_el, start) => {
        const w = window as unknown as { shownSamples: string[]; shownTimer: number }
        clearInterval(w.shownTimer)
        return w.shownSamples.slice(start)
      }, from),
  }
}

test('a runout sensor switched off and on again within a second ends on, and its switch shows on throughout', async ({ app, printer }) => {
  await expect(app.getByTestId('app-ready')).toBeAttached({ timeout: 60_000 })
  await app.goto(new URL('/tune', app.url()).href)
  const toggle = app.locator('[data-sensor="runout"]').getByRole('switch', { name: 'runout' })
  await expect(toggle).toBeChecked({ timeout: 60_000 })
  await expect(toggle).toBeEnabled()
  const before = (await commandsSent(printer, /^SET_FILAMENT_SENSOR/)).length

  const record = await recordShown(toggle)
  const started = Date.now()
  await toggle.click({ force: true })
  await toggle.click({ force: true })
  expect(Date.now() - started, 'both clicks within a second').toBeLessThan(1000)
  const afterSecond = await record.since()
  await app.waitForTimeout(PAST_PENDING_MS)
  const shown = await record.shown(afterSecond)

  // Both intents reached the printer, in order, and it ends on the last one.
  expect((await commandsSent(printer, /^SET_FILAMENT_SENSOR/)).slice(before)).toEqual(['SET_FILAMENT_SENSOR SENSOR=runout ENABLE=0', 'SET_FILAMENT_SENSOR SENSOR=runout ENABLE=1'])
  expect((await printer.api.query<{ enabled: boolean }>('filament_switch_sensor runout')).enabled).toBe(true)
  // On from the second click on: the first command's report never took the switch back.
  expect(shown.length).toBeGreaterThan(100)
  expect(shown.filter((s) => s !== 'true')).toEqual([])
  await expect(toggle).toBeChecked()
  await expect(app.getByText(/did not apply/)).toHaveCount(0)
})

test('a speed factor typed twice in quick succession ends on the second value, shown throughout', async ({ app, printer }) => {
  await waitForDashboard(app)
  const box = card(app, 'toolhead').getByTestId('speed-factor').getByRole('textbox', { name: 'Speed' })
  await expect(box).toHaveValue('100')
  await expect(box).toBeEnabled()

  await box.fill('150')
  await box.press('Enter')
  await box.fill('120')
  await box.press('Enter')
  const record = await recordShown(box)
  await app.waitForTimeout(PAST_PENDING_MS)
  const shown = await record.shown(0)

  expect((await commandsSent(printer, /^M220\b/)).slice(-2)).toEqual(['M220 S150', 'M220 S120'])
  expect((await printer.api.query<{ speed_factor: number }>('gcode_move')).speed_factor).toBeCloseTo(1.2, 5)
  expect(shown.length).toBeGreaterThan(100)
  expect(shown.filter((s) => s !== '120')).toEqual([])
  await expect(box).toHaveValue('120')
})

/** Puts a macro in front of printer.cfg and restarts Klipper onto it. */
async function withMacro(printer: Printer, macro: string): Promise<void> {
  const cfg = await fetch(`${printer.url}/server/files/config/printer.cfg`).then((r) => r.text())
  await printer.api.upload('config', 'printer.cfg', `${macro}\n\n${cfg}`)
  await printer.api.post('/printer/restart').catch(() => undefined)
  const end = Date.now() + 10_000
  while (Date.now() < end && (await printer.api.serverInfo().catch(() => ({ klippy_state: 'down' }))).klippy_state === 'ready') await new Promise((r) => setTimeout(r, 100))
  await expect.poll(async () => (await printer.api.serverInfo().catch(() => ({ klippy_state: 'down' }))).klippy_state, { timeout: 20_000 }).toBe('ready')
}

test('a value the printer takes but does not apply shows the printer’s value again, with a message', async ({ app, printer }) => {
  // The printer's own macro answers M220 without changing the speed (a "locked" speed, as some setups have).
  simOnly()
  await withMacro(printer, '[gcode_macro M220]\nrename_existing: M220.1\ngcode:\n  M117 Speed is locked')
  await waitForDashboard(app)
  const box = card(app, 'toolhead').getByTestId('speed-factor').getByRole('textbox', { name: 'Speed' })
  await expect(box).toBeEnabled()
  await box.fill('150')
  await box.press('Enter')
  await expect(box).toHaveValue('150')
  await expect(app.getByText(/^Speed: the printer did not apply 150\s%$/)).toBeVisible({ timeout: 10_000 })
  await expect(box).toHaveValue('100')
  expect((await printer.api.query<{ speed_factor: number }>('gcode_move')).speed_factor).toBe(1)
})
