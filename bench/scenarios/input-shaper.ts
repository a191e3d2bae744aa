import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import type { Scenario } from '../harness/context'

/** A 30 s sweep (5 → 65 Hz at 2 Hz/s), streamed at the chip's 3,200 samples a second in real time. */
const SWEEP = 'min_freq: 5\nmax_freq: 65\nhz_per_sec: 2\n'

async function gcode(url: string, script: string): Promise<void> {
  const res = await fetch(`${url}/printer/gcode/script?script=${encodeURIComponent(script)}`, { method: 'POST' })
  if (!res.ok) throw new Error(`${script}: ${res.status} ${await res.text()}`)
}

/** Long tasks on the page's main thread from now on (PerformanceObserver 'longtask'). */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] }
    w.__longTasks = []
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask' })
  })
}

/**
 * Stratum's input shaper card on /tune: one axis's resonance test of 30 s at real time, its samples
 * streamed through the bridge socket into the worker, then analysed there. Reports the worker's
 * analysis time, the test's end → result on screen, and the longest main-thread task over the whole
 * run (streaming and analysis both stay off the page's thread).
 */
export const inputShaper: Scenario = {
  id: 'input-shaper',
  title: 'Input shaper',
  summary: '30 s resonance test at 3,200 Hz: worker analysis time, end → result shown, longest main-thread task',
  async run(ctx) {
    const printer = await ctx.startPrinter({ timeScale: 1 })
    await printer.restart(() => {
      const cfg = path.join(printer.dataDir, 'config', 'printer.cfg')
      writeFileSync(cfg, readFileSync(cfg, 'utf8').replace(/^\[resonance_tester\]\n/m, `[resonance_tester]\n${SWEEP}`))
    })
    await gcode(printer.url, 'G28')
    const dash = await ctx.openDashboard(printer, { route: '/tune' })
    const page = dash.page
    await page.getByTestId('shaper-run-x').waitFor({ timeout: 60_000 })
    page.on('console', (m) => m.type() !== 'log' && ctx.log(`page ${m.type()}: ${m.text()}`))
    await watchLongTasks(page)
    // Enabled once the homing moves are over (not while the printer is busy).
    await page.locator('[data-testid="shaper-run-x"]:not([disabled])').waitFor({ timeout: 60_000 })
    await page.getByTestId('shaper-run-x').click()
    await page.getByTestId('shaper-progress').waitFor({ timeout: 30_000 })
    await page.locator('[data-testid="shaper-progress"][data-phase="analysing"]').waitFor({ timeout: 120_000 })
    const ended = await page.evaluate(() => performance.now())
    const result = page.getByTestId('shaper-axis-x')
    await result.waitFor({ timeout: 60_000 })
    const shown = await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))))
    const samples = Number(await result.getAttribute('data-samples'))
    ctx.report('analysis', 'analysis of the 30 s recording in the worker', Number(await result.getAttribute('data-analysis-ms')), 'ms', { note: `${samples} samples` })
    ctx.report('result_shown', "test's end → result on screen", shown - ended, 'ms')
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
    ctx.report('longest_task', 'longest main-thread task, test and analysis', longTasks.length ? Math.max(...longTasks) : 0, 'ms', { note: `${longTasks.length} tasks over 50 ms` })
  },
}
