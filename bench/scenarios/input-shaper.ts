import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Scenario } from '../harness/context'
import { longestTaskCpu, longTasks, startProfile, startTrace, TASKS_TRACE, watchLongTasks } from '../harness/trace'

/** A 30 s sweep (5 → 65 Hz at 2 Hz/s), streamed at the chip's 3,200 samples a second in real time. */
const SWEEP = 'min_freq: 5\nmax_freq: 65\nhz_per_sec: 2\n'

async function gcode(url: string, script: string): Promise<void> {
  const res = await fetch(`${url}/printer/gcode/script?script=${encodeURIComponent(script)}`, { method: 'POST' })
  if (!res.ok) throw new Error(`${script}: ${res.status} ${await res.text()}`)
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
    // INPUT_SHAPER_TRACE=file.json / INPUT_SHAPER_PROFILE=file.cpuprofile record the run (open them in
    // DevTools). Without them a light trace of the tasks alone gives their CPU time.
    const traceTo = process.env.INPUT_SHAPER_TRACE
    const stopTrace = await startTrace(dash.cdp, traceTo ? undefined : TASKS_TRACE)
    const profileTo = process.env.INPUT_SHAPER_PROFILE
    const stopProfile = profileTo ? await startProfile(dash.cdp) : null
    // After the trace starts: starting one is a long task of its own.
    await watchLongTasks(page)
    // Enabled once the homing moves are over (not while the printer is busy).
    await page.locator('[data-testid="shaper-run-x"]:not([disabled])').waitFor({ timeout: 60_000 })
    // A plain mouse click at the button: a locator's click first runs Playwright's own hit-target
    // check inside the page, a main-thread task of tens of ms on a loaded machine that is not the dashboard's.
    await page.getByTestId('shaper-run-x').scrollIntoViewIfNeeded()
    const button = await page.getByTestId('shaper-run-x').boundingBox()
    if (!button) throw new Error('the Test X button has no box')
    // When the progress first says "analysing", noted in the page: on an idle machine the phase lasts
    // less than one of Playwright's polls.
    // Source text: a function compiled by tsx would call a helper (__name) the page does not have.
    await page.evaluate(`new MutationObserver(() => {
      if (window.__analysingAt === undefined && document.querySelector('[data-testid="shaper-progress"][data-phase="analysing"]')) window.__analysingAt = performance.now()
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] })`)
    const clicked = await page.evaluate(() => performance.now())
    await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2)
    await page.getByTestId('shaper-progress').waitFor({ timeout: 30_000 })
    const result = page.getByTestId('shaper-axis-x')
    await result.waitFor({ timeout: 180_000 })
    const ended = await page.evaluate(() => (window as unknown as { __analysingAt?: number }).__analysingAt ?? null)
    if (ended === null) throw new Error('the progress never showed "analysing"')
    const shown = await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))))
    const samples = Number(await result.getAttribute('data-samples'))
    ctx.report('analysis', 'analysis of the 30 s recording in the worker', Number(await result.getAttribute('data-analysis-ms')), 'ms', { note: `${samples} samples` })
    ctx.report('result_shown', "test's end → result on screen", shown - ended, 'ms')
    // A little longer: the frames after the result (the chart's first draw) count too.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 500)))
    // Read before the trace stops: ending a trace is itself a long task on the page's thread.
    const tasks = await longTasks(page)
    const until = await page.evaluate(() => performance.now())
    const events = await stopTrace(traceTo)
    if (stopProfile && profileTo) await stopProfile(profileTo)
    ctx.report('longest_task', 'longest main-thread task, test and analysis', tasks.length ? Math.max(...tasks.map((t) => t.duration)) : 0, 'ms', { note: `${tasks.length} tasks over 50 ms` })
    // The page's clock starts at its time origin on the trace's clock (µs).
    const origin = (await dash.navStart()) * 1e6
    const cpu = longestTaskCpu(events, origin + clicked * 1000, origin + until * 1000)
    ctx.report('longest_task_cpu', 'longest main-thread task, CPU time (traced)', cpu?.longest ?? null, 'ms', { note: cpu ? `${cpu.over50} tasks over 50 ms of CPU` : 'no main thread in the trace' })
    // When each one ran (ms after the click) and how long: where to look in a trace.
    if (tasks.length) ctx.log(`long tasks (ms after the click: duration; the test ended at ${Math.round(ended - clicked)}): ${tasks.map((t) => `${Math.round(t.start - clicked)}: ${Math.round(t.duration)}`).join(', ')}`)
  },
}
