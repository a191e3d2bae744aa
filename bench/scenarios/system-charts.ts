import { busyShare, cpuShare, readMetrics } from '../harness/cdp-metrics'
import { sleep, type Scenario } from '../harness/context'

const CHART = '[data-testid="chart-load"] canvas'

/**
 * /system opened cold: navigation to the load charts drawn (the uPlot canvas of the system-load
 * chart in the page), then the main thread while the page stays open and every chart takes the
 * printer's once-a-second process statistics.
 */
export const systemCharts: Scenario = {
  id: 'system-charts',
  title: 'System charts',
  summary: '/system: navigation → load charts drawn; main-thread busy while they update every second',
  async run(ctx) {
    const windowMs = ctx.smoke ? 5_000 : 30_000
    const printer = await ctx.startPrinter({ timeScale: 1 })
    const dash = await ctx.openDashboard(printer, { route: '/system', deferNavigation: true })
    const { page } = dash
    await page.goto(ctx.dashboardUrl('/system'), { timeout: 60_000 })
    await page.locator(CHART).first().waitFor({ timeout: 30_000 })
    const drawn = await page.evaluate(() => performance.now())
    ctx.report('charts_drawn', 'navigation → load chart drawn', drawn, 'ms')
    ctx.report('charts', 'charts on the page', await page.locator('[data-testid^="chart-"] canvas').count(), 'count')
    await dash.net.waitForQuiet(1000, 15_000)
    await sleep(ctx.smoke ? 500 : 3_000)
    const before = await readMetrics(dash.cdp)
    await sleep(windowMs)
    const after = await readMetrics(dash.cdp)
    ctx.report('busy', 'main-thread busy while the charts update', busyShare(before, after), '%')
    ctx.report('cpu', 'main-thread CPU time', cpuShare(before, after), '%')
  },
}
