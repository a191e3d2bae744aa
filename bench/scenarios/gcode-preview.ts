import { copyFileSync, existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { sleep, type Scenario } from '../harness/context'
import { dashboardName } from '../harness/dashboard'
import { processRss, rendererPids } from '../harness/memory'
import { probe } from '../harness/probe'
import { longestTaskCpu, startTrace, watchLongTasks } from '../harness/trace'
import { percentile } from '../stats'

// The shared fixtures sit beside the repository (or beside the folder of worktrees).
const ROOT = path.resolve(import.meta.dirname, '..', '..')
const BIG =
  [path.join(ROOT, '..', 'shared'), path.join(ROOT, '..', '..', 'shared')]
    .map((dir) => path.join(dir, 'fixtures', 'gcode', 'bunny_xl_0.1mm_PLA_16d4h.gcode'))
    .find((file) => existsSync(file)) ?? path.join(ROOT, '..', 'shared', 'fixtures', 'gcode', 'bunny_xl_0.1mm_PLA_16d4h.gcode')

/** Resident memory of the largest renderer (MB): the page and its workers live in one; it is the dashboard's. */
async function rendererRss(browser: Browser): Promise<number | null> {
  const sizes = (await rendererPids(browser)).map((pid) => processRss(pid)).filter((b): b is number => b !== null)
  return sizes.length ? Math.max(...sizes) / 1e6 : null
}

/** How the scenario works a dashboard's file browser and G-code preview. */
interface PreviewDriver {
  name: string
  has3d: boolean
  /** Opens the file's context menu in the file browser. */
  openFileMenu(page: Page, file: string): Promise<void>
  clickPreview(page: Page): Promise<void>
  /** page time when the first layer is on screen */
  firstLayerDrawn(page: Page): Promise<number>
  whenParsed(page: Page): Promise<void>
}

const stratumPreview: PreviewDriver = {
  name: 'Stratum',
  has3d: true,
  async openFileMenu(page, file) {
    const row = page.locator('[data-testid="file-row"]', { hasText: file }).first()
    await row.waitFor({ timeout: 30_000 })
    await row.click({ button: 'right' })
  },
  clickPreview: (page) => page.getByRole('menuitem', { name: 'Gcode preview' }).click(),
  async firstLayerDrawn(page) {
    // The first layer is drawn in the frame after the layer table first holds a layer.
    const drawn = await page.waitForFunction(
      (): number | Promise<number> => {
        const v = document.querySelector('[data-testid="gcode-viewer"]')
        return v && Number(v.getAttribute('data-layers')) > 1 ? new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))) : 0
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    )
    return drawn.jsonValue()
  },
  whenParsed: (page) => page.locator('[data-testid="gcode-viewer"][data-status="loaded"]').waitFor({ timeout: 180_000 }),
}

/**
 * Fluidd (run with --dist and its config): "Preview Gcode" in a file row's menu (its dashboard's Jobs
 * card: Fluidd routes by hash, so /jobs opens its dashboard) loads the file into its G-code preview
 * card, which parses the whole file and then draws the layer as SVG paths.
 */
const fluiddPreview: PreviewDriver = {
  name: 'Fluidd',
  has3d: false,
  async openFileMenu(page, file) {
    const row = page.locator('tr', { hasText: file }).first()
    await row.waitFor({ timeout: 30_000 })
    await row.click({ button: 'right' })
  },
  clickPreview: (page) => page.getByText('Preview Gcode', { exact: true }).click(),
  async firstLayerDrawn(page) {
    const drawn = await page.waitForFunction(
      (): number | Promise<number> => {
        const layer = [...document.querySelectorAll('g.layer path')].some((p) => (p.getAttribute('d') ?? '').length > 20)
        return layer ? new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))) : 0
      },
      undefined,
      { timeout: 180_000, polling: 'raf' },
    )
    return drawn.jsonValue()
  },
  // Fluidd draws only once the whole file is parsed.
  whenParsed: async () => undefined,
}

/** The driver for the dashboard under test (--dist): Fluidd's build says so in its release_info.json. */
function previewDriver(dist: string | null): PreviewDriver {
  return dist && dashboardName(dist).startsWith('Fluidd') ? fluiddPreview : stratumPreview
}

/**
 * The 54 MB G-code preview: file-menu click → first layer on screen, longest main-thread task while
 * it loads, renderer memory, then the 3D view's build time and frame times while it is rotated.
 */
export const gcodePreview: Scenario = {
  id: 'gcode-preview',
  title: 'G-code preview',
  summary: '54 MB file: click → first layer drawn, longest task, memory; 3D build time and rotation fps',
  async run(ctx) {
    if (!existsSync(BIG)) {
      ctx.report('first_layer', 'click → first layer drawn', null, 'ms', { note: `fixture missing: ${BIG}` })
      return
    }
    const printer = await ctx.startPrinter({ timeScale: 1 })
    await printer.restart(() => copyFileSync(BIG, path.join(printer.gcodesDir, path.basename(BIG))))
    const dash = await ctx.openDashboard(printer, { route: ctx.options.filesRoute })
    const page = dash.page
    const ui = previewDriver(ctx.options.dist)
    const name = path.basename(BIG)
    await ui.openFileMenu(page, name)
    await watchLongTasks(page)
    // GCODE_PREVIEW_PROFILE=file.cpuprofile records the load in a CPU profile (open it in DevTools).
    const profileTo = process.env.GCODE_PREVIEW_PROFILE
    if (profileTo) {
      await dash.cdp.send('Profiler.enable')
      await dash.cdp.send('Profiler.setSamplingInterval', { interval: 500 })
      await dash.cdp.send('Profiler.start')
    }
    // GCODE_PREVIEW_TRACE=file.json records a DevTools trace of the load (tasks with their durations).
    const traceTo = process.env.GCODE_PREVIEW_TRACE
    const stopTrace = traceTo ? await startTrace(dash.cdp) : null
    const t0 = await page.evaluate(() => performance.now())
    await ui.clickPreview(page)
    ctx.report('first_layer', 'click → first layer drawn', (await ui.firstLayerDrawn(page)) - t0, 'ms')
    await ui.whenParsed(page)
    const loadedAt = await page.evaluate(() => performance.now())
    if (profileTo) writeFileSync(profileTo, JSON.stringify(((await dash.cdp.send('Profiler.stop')) as { profile: unknown }).profile))
    if (stopTrace && traceTo) {
      // The page's clock starts at its time origin on the trace's clock (µs).
      const origin = (await dash.navStart()) * 1e6
      const cpu = longestTaskCpu(await stopTrace(traceTo), origin + t0 * 1000, origin + loadedAt * 1000)
      ctx.report('longest_task_cpu', 'longest main-thread task while loading, CPU time (traced)', cpu?.longest ?? null, 'ms', { note: cpu ? `${cpu.over50} tasks over 50 ms of CPU` : 'no main thread in the trace' })
    }
    ctx.report('parsed', 'click → whole file parsed', loadedAt - t0, 'ms')
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks)
    const durations = longTasks.map((t) => t.duration)
    ctx.report('longest_task', 'longest main-thread task while loading', durations.length ? Math.max(...durations) : 0, 'ms', { note: `${longTasks.length} tasks over 50 ms` })
    // When each one ran (ms after the click) and how long: where to look in a profile.
    if (longTasks.length) ctx.log(`long tasks (ms after the click: duration): ${longTasks.map((t) => `${Math.round(t.start - t0)}: ${Math.round(t.duration)}`).join(', ')}`)
    const heap = (await dash.cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number }
    ctx.report('js_heap', 'JS heap after load', heap.usedSize / 1e6, 'MB')
    const rss = await rendererRss(ctx.browser)
    ctx.report('renderer_rss', 'renderer memory (RSS) after load', rss, 'MB', { note: rss === null ? 'process memory not readable' : undefined })

    if (!ui.has3d) {
      ctx.report('build_3d', '3D view built', null, 'ms', { note: `${ui.name} has no 3D view` })
      return
    }
    const b0 = await page.evaluate(() => performance.now())
    await page.locator('[data-testid="gcode-preview-mode"]').getByText('3D').click()
    await page.locator('[data-testid="gcode-preview-3d"]:not([data-built="0"])').waitFor({ timeout: 120_000 })
    ctx.report('build_3d', '3D view built', (await page.evaluate(() => performance.now())) - b0, 'ms')
    const box = await page.locator('[data-testid="gcode-preview-3d"]').boundingBox()
    if (box) {
      await sleep(300)
      await probe.startFrames(page)
      const cx = box.x + box.width / 2, cy = box.y + box.height / 2
      await page.mouse.move(cx, cy)
      await page.mouse.down()
      for (let i = 0; i < 60; i++) await page.mouse.move(cx + Math.sin(i / 6) * box.width * 0.3, cy + Math.cos(i / 9) * 30)
      await page.mouse.up()
      const deltas = await probe.stopFrames(page)
      const p50 = percentile(deltas, 50)
      ctx.report('rotate_fps', '3D rotation frames per second (median)', p50 ? 1000 / p50 : null, 'count')
    }
  },
}
