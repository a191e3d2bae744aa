import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { bigPrinterCfg } from '../config/big-printer-cfg'
import type { Scenario } from '../harness/context'
import { longestTaskCpu, longTasks, startProfile, startTrace, TASKS_TRACE, watchLongTasks } from '../harness/trace'

const LINES = 2_000
/** The marks CodeMirror's lint puts in the text once the diagnostics are in. */
const MARKED = '.cm-editor[data-lint-ms] .cm-lintRange'

/**
 * A printer.cfg of 2,000 lines opened in the config editor as a user does (/configure, a click on the
 * file): from the click to the editor's text on screen and to the lint's marks on screen, the lint's
 * own time in its worker (`data-lint-ms` on the editor) and the longest main-thread task meanwhile.
 */
export const configLint: Scenario = {
  id: 'config-lint',
  title: 'Config lint',
  summary: 'a 2,000-line printer.cfg opened in the editor: click → text, click → lint marks shown, lint time in the worker, longest task',
  async run(ctx) {
    const printer = await ctx.startPrinter({ timeScale: 1 })
    let lines = 0
    await printer.restart(() => {
      const cfg = path.join(printer.dataDir, 'config', 'printer.cfg')
      const text = bigPrinterCfg(readFileSync(cfg, 'utf8'), ctx.smoke ? 500 : LINES)
      lines = text.split('\n').length
      writeFileSync(cfg, text)
    })
    const dash = await ctx.openDashboard(printer, { route: '/configure' })
    const page = dash.page
    const row = page.getByTestId('config-files').getByTestId('file-row').filter({ has: page.getByTestId('file-name').getByText('printer.cfg', { exact: true }) })
    await row.waitFor({ timeout: 60_000 })
    await page.getByTestId('app-ready').waitFor({ state: 'attached', timeout: 30_000 })
    // CONFIG_LINT_TRACE=file.json / CONFIG_LINT_PROFILE=file.cpuprofile record the open (open them in DevTools).
    const traceTo = process.env.CONFIG_LINT_TRACE
    const stopTrace = await startTrace(dash.cdp, traceTo ? undefined : TASKS_TRACE)
    const profileTo = process.env.CONFIG_LINT_PROFILE
    const stopProfile = profileTo ? await startProfile(dash.cdp) : null
    await watchLongTasks(page)
    // A plain mouse click: a locator's click runs Playwright's own hit-target check in the page first.
    const box = await row.boundingBox()
    if (!box) throw new Error('the printer.cfg row has no box')
    const clicked = await page.evaluate(() => performance.now())
    await page.mouse.click(box.x + Math.min(box.width / 2, 120), box.y + box.height / 2)
    const frameAfter = (selector: string) =>
      page
        .waitForFunction((s): number | Promise<number> => (document.querySelector(s) ? new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))) : 0), selector, { timeout: 60_000, polling: 'raf' })
        .then((h) => h.jsonValue())
    const text = await frameAfter('.cm-content .cm-line')
    const marked = await frameAfter(MARKED)
    const editor = page.locator('.cm-editor[data-lint-ms]')
    const lintMs = Number(await editor.getAttribute('data-lint-ms'))
    const found = Number(await editor.getAttribute('data-lint-diagnostics'))
    // The frames after the marks count too.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 500)))
    const tasks = await longTasks(page)
    const until = await page.evaluate(() => performance.now())
    const events = await stopTrace(traceTo)
    if (stopProfile && profileTo) await stopProfile(profileTo)
    ctx.report('text_shown', 'click → config text on screen', text - clicked, 'ms', { note: `${lines} lines` })
    ctx.report('diagnostics_shown', 'click → lint marks on screen', marked - clicked, 'ms', { note: `${found} diagnostics` })
    ctx.report('lint', 'lint of the whole file in its worker', lintMs, 'ms')
    ctx.report('longest_task', 'longest main-thread task, click → marks', tasks.length ? Math.max(...tasks.map((t) => t.duration)) : 0, 'ms', { note: `${tasks.length} tasks over 50 ms` })
    const origin = (await dash.navStart()) * 1e6
    const cpu = longestTaskCpu(events, origin + clicked * 1000, origin + until * 1000)
    ctx.report('longest_task_cpu', 'longest main-thread task, CPU time (traced)', cpu?.longest ?? null, 'ms', { note: cpu ? `${cpu.over50} tasks over 50 ms of CPU` : 'no main thread in the trace' })
    if (tasks.length) ctx.log(`long tasks (ms after the click: duration): ${tasks.map((t) => `${Math.round(t.start - clicked)}: ${Math.round(t.duration)}`).join(', ')}`)
  },
}
