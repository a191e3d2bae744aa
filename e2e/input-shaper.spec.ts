import type { Page } from '@playwright/test'
import { expect, simOnly, test, type Printer } from './fixtures'

// A resonance test sweeps 130 s of printer time per axis: at time scale 20 about 7 s, plus the analysis.
test.use({ simOptions: { timeScale: 20 } })
test.setTimeout(240_000)
test.use({ actionTimeout: 30_000 })

interface Resonances {
  x: { freq: number }
  y: { freq: number }
}

async function openTune(app: Page) {
  await expect(app.getByTestId('app-ready')).toBeAttached({ timeout: 90_000 })
  await app.goto(new URL('/tune', app.url()).href)
  await expect(app.getByTestId('input-shaper-card')).toBeVisible({ timeout: 60_000 })
}

/** The shaper SET_INPUT_SHAPER reports for an axis now, read from the printer's console. */
async function reportedShaper(printer: Printer, axis: 'x' | 'y'): Promise<string | undefined> {
  await printer.api.gcode('SET_INPUT_SHAPER')
  const store = await printer.api.get<{ gcode_store: { message: string }[] }>('/server/gcode_store?count=10')
  const line = store.gcode_store.map((g) => g.message).findLast((m) => m.includes(`shaper_type_${axis}:`))
  return line?.replace(/^\/\/ /, '')
}

test('the resonance test of both axes draws two spectra, recommends the printer’s frequencies and applies the choice', async ({ app, printer }) => {
  simOnly()
  // Resonances other than the defaults, so the recommendation must come from the measurement.
  const set = await printer.api.post<Resonances>('/sim/resonances', { x_freq: 44, y_freq: 61 })
  expect(set.x.freq).toBe(44)
  await printer.api.gcode('G28')
  await openTune(app)
  await app.getByTestId('shaper-run-both').click()
  await expect(app.getByTestId('shaper-progress')).toBeVisible()
  await expect(app.getByTestId('shaper-axis-y')).toBeVisible({ timeout: 180_000 })
  await expect(app.getByTestId('shaper-progress')).toHaveCount(0)

  const resonances = await printer.api.get<Resonances>('/sim/resonances')
  for (const axis of ['x', 'y'] as const) {
    const chart = app.getByTestId(`shaper-chart-${axis}`)
    await expect(chart.locator('canvas')).toBeVisible()
    const rec = app.getByTestId(`shaper-recommendation-${axis}`)
    const freq = Number(await rec.getAttribute('data-freq'))
    expect(Math.abs(freq - resonances[axis].freq) / resonances[axis].freq, `${axis}: ${freq} Hz vs ${resonances[axis].freq} Hz`).toBeLessThan(0.05)
    await expect(app.getByTestId(`shaper-table-${axis}`).getByTestId('shaper-row')).toHaveCount(5)
    await expect(app.getByTestId(`shaper-table-${axis}`).locator('[data-recommended="true"]')).toHaveCount(1)
  }

  // Pick EI on Y instead of the recommendation, then apply both.
  const ei = app.getByTestId('shaper-table-y').locator('[data-shaper="ei"]')
  const eiFreq = await ei.getByTestId('shaper-freq').getAttribute('data-value')
  await app.getByRole('radio', { name: 'Choose EI for the Y axis' }).check()
  await expect(app.getByTestId('shaper-chart-y')).toContainText(`After EI ${eiFreq} Hz`)
  const x = app.getByTestId('shaper-recommendation-x')
  const xShaper = await x.getAttribute('data-shaper')
  const xFreq = await x.getAttribute('data-freq')
  await app.getByTestId('shaper-apply').click()
  await expect.poll(() => reportedShaper(printer, 'x')).toBe(`shaper_type_x:${xShaper} shaper_freq_x:${Number(xFreq).toFixed(3)} damping_ratio_x:0.100000`)
  expect(await reportedShaper(printer, 'y')).toBe(`shaper_type_y:ei shaper_freq_y:${Number(eiFreq).toFixed(3)} damping_ratio_y:0.100000`)

  // Save writes the same choice into printer.cfg's SAVE_CONFIG block and restarts Klipper, which loads it from there
  // (what Apply did is gone after a restart: the shapers in effect are set to something else first, to tell).
  await printer.api.gcode('SET_INPUT_SHAPER SHAPER_FREQ_X=10 SHAPER_FREQ_Y=10')
  await app.getByTestId('shaper-save').click()
  const ask = app.getByRole('dialog', { name: 'Save the input shaper' })
  await expect(ask).toContainText(`Y: EI ${eiFreq} Hz`)
  await ask.getByRole('button', { name: 'Save and restart' }).click()
  await expect(ask).toBeHidden()
  await expect
    // While Klipper restarts its API answers 503.
    .poll(async () => [await reportedShaper(printer, 'x').catch(String), await reportedShaper(printer, 'y').catch(String)], { timeout: 60_000 })
    .toEqual([`shaper_type_x:${xShaper} shaper_freq_x:${Number(xFreq).toFixed(3)} damping_ratio_x:0.100000`, `shaper_type_y:ei shaper_freq_y:${Number(eiFreq).toFixed(3)} damping_ratio_y:0.100000`])
  const cfg = await fetch(`${printer.url}/server/files/config/printer.cfg`).then((r) => r.text())
  expect(cfg).toContain(`#*# [input_shaper]\n#*# shaper_type_x = ${xShaper}\n#*# shaper_freq_x = ${xFreq}\n#*# shaper_type_y = ei\n#*# shaper_freq_y = ${eiFreq}\n`)
  // The main part's own values give way (commented out), and the file as it was is kept as a version.
  expect(cfg).toContain('#shaper_freq_x: 0\n#shaper_freq_y: 0')
  const kept = await printer.api.get<{ files: { filename: string }[] }>('/server/files/directory?path=config/.stratum/history/printer.cfg')
  expect(kept.files.length).toBeGreaterThan(0)

  // Both measurements are kept on the printer, in Stratum's own database namespace, and compare on one chart.
  const stored = await printer.api.get<{ value: Record<string, { axis: string }> }>('/server/database/item?namespace=stratum&key=inputShaper')
  expect(Object.values(stored.value).map((m) => m.axis).sort()).toEqual(['x', 'y'])
  const history = app.getByTestId('shaper-history')
  await expect(history.getByTestId('shaper-measurement')).toHaveCount(2)
  for (const box of await history.getByRole('checkbox').all()) await box.check()
  await expect(app.getByTestId('shaper-compare-chart').locator('canvas')).toBeVisible()
})

test('a printer without an accelerometer is told what to add instead of offered the test', async ({ app, printer }) => {
  simOnly()
  const cfg = await fetch(`${printer.url}/server/files/config/printer.cfg`).then((r) => r.text())
  // Without the [adxl345] and [resonance_tester] sections (each runs to the next blank line).
  const stripped = cfg.replace(/^\[(adxl345|resonance_tester)\][^]*?\n\n/gm, '')
  expect(stripped).not.toContain('[adxl345]')
  await printer.api.upload('config', 'printer.cfg', stripped)
  await printer.api.post('/printer/restart')
  await expect.poll(async () => (await printer.api.serverInfo()).klippy_state, { timeout: 30_000 }).toBe('ready')
  await openTune(app)
  const card = app.getByTestId('input-shaper-card')
  await expect(card.getByTestId('shaper-no-accelerometer')).toContainText('[adxl345], [resonance_tester]')
  await expect(card.getByTestId('shaper-snippet')).toContainText('[adxl345]')
  await expect(card.getByTestId('shaper-snippet')).toContainText('probe_points: 117.5, 117.5, 20')
  await expect(card.getByRole('button', { name: 'Test X' })).toHaveCount(0)
})
