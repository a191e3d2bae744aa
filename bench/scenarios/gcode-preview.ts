import { copyFileSync, existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { sleep, type Scenario } from '../harness/context'
import { probe } from '../harness/probe'
import { percentile } from '../stats'

// The shared fixtures sit beside the repository (or beside the folder of worktrees).
const ROOT = path.resolve(import.meta.dirname, '..', '..')
const BIG =
  [path.join(ROOT, '..', 'shared'), path.join(ROOT, '..', '..', 'shared')]
    .map((dir) => path.join(dir, 'fixtures', 'gcode', 'bunny_xl_0.1mm_PLA_16d4h.gcode'))
    .find((file) => existsSync(file)) ?? path.join(ROOT, '..', 'shared', 'fixtures', 'gcode', 'bunny_xl_0.1mm_PLA_16d4h.gcode')

/** Long tasks on the page's main thread from now on (PerformanceObserver 'longtask'). */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] }
    w.__longTasks = []
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask' })
  })
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
    const dash = await ctx.openDashboard(printer, { route: '/jobs' })
    const page = dash.page
    const row = page.locator('[data-testid="file-row"]', { hasText: path.basename(BIG) }).first()
    await row.waitFor({ timeout: 30_000 })
    await row.click({ button: 'right' })
    await watchLongTasks(page)
    // GCODE_PREVIEW_PROFILE=file.cpuprofile records the load in a CPU profile (open it in DevTools).
    const profileTo = process.env.GCODE_PREVIEW_PROFILE
    if (profileTo) {
      await dash.cdp.send('Profiler.enable')
      await dash.cdp.send('Profiler.setSamplingInterval', { interval: 500 })
      await dash.cdp.send('Profiler.start')
    }
    const t0 = await page.evaluate(() => performance.now())
    await page.getByRole('menuitem', { name: 'Gcode preview' }).click()
    // The first layer is drawn in the frame after the layer table first holds a layer.
    const firstLayer = await page.waitForFunction(
      (): number | Promise<number> => {
        const v = document.querySelector('[data-testid="gcode-viewer"]')
        return v && Number(v.getAttribute('data-layers')) > 1 ? new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))) : 0
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    )
    ctx.report('first_layer', 'click → first layer drawn', (await firstLayer.jsonValue()) - t0, 'ms')
    await page.locator('[data-testid="gcode-viewer"][data-status="loaded"]').waitFor({ timeout: 180_000 })
    const loadedAt = await page.evaluate(() => performance.now())
    if (profileTo) writeFileSync(profileTo, JSON.stringify(((await dash.cdp.send('Profiler.stop')) as { profile: unknown }).profile))
    ctx.report('parsed', 'click → whole file parsed', loadedAt - t0, 'ms')
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
    ctx.report('longest_task', 'longest main-thread task while loading', longTasks.length ? Math.max(...longTasks) : 0, 'ms', { note: `${longTasks.length} tasks over 50 ms` })
    const info = (await dash.cdp.send('SystemInfo.getProcessInfo').catch(() => null)) as { processInfo?: { type: string; cpuTime: number }[] } | null
    const heap = (await dash.cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number }
    ctx.report('js_heap', 'JS heap after load', heap.usedSize / 1e6, 'MB', { note: info ? undefined : 'process memory not available over CDP' })

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
