import { openPage } from '../harness/browser'
import { busyShare, readMetrics } from '../harness/cdp-metrics'
import { sleep, type Scenario } from '../harness/context'
import { BenchFarm } from '../harness/printer'
import { slope } from '../stats'
import { FARM_JOB, FARM_TIME_SCALE, STRATUM_FARM, stratumFarmConfig, waitForFarm } from './farm'

/** Farm sizes measured, each in a farm of its own. */
export const SLOPE_SIZES = [2, 5, 10, 20]
/** The size the line predicts (a room of printers nobody here runs). */
export const SLOPE_PREDICT = 50

/** Busy share of a farm of `n` printers: a line through the sizes measured, and its value at `at`. */
export function farmLine(points: { x: number; y: number }[], at: number): { perPrinter: number; predicted: number } | null {
  const k = slope(points)
  if (k === null) return null
  const mx = points.reduce((a, p) => a + p.x, 0) / points.length
  const my = points.reduce((a, p) => a + p.y, 0) / points.length
  return { perPrinter: k, predicted: my + k * (at - mx) }
}

/**
 * What one more printer costs the farm page: farms of 2, 5, 10 and 20 printers, each printing the
 * longest sample file at real time in a fresh page, the busy share at CPU ×1 over 30 s once every
 * card says printing; the least-squares line through them gives the cost per printer and the busy
 * share 50 printers would have.
 */
export const farmSlopeScenario: Scenario = {
  id: 'farm-slope',
  title: 'farm slope',
  summary: `busy share of /farm with ${SLOPE_SIZES.join(', ')} printers printing (CPU ×1, 30 s each): the cost per printer and the share ${SLOPE_PREDICT} would have`,
  optIn: true,
  timeoutMs: 15 * 60_000,
  async run(ctx) {
    if (ctx.options.dist) throw new Error('farm-slope measures this repository\'s dashboard')
    const sizes = ctx.smoke ? [1, 2] : SLOPE_SIZES
    const windowMs = ctx.smoke ? 5_000 : 30_000
    const points: { x: number; y: number }[] = []
    for (const n of sizes) {
      const farm = await BenchFarm.start(n, { timeScale: FARM_TIME_SCALE })
      try {
        await farm.startPrints(FARM_JOB)
        ctx.dashboard.config = stratumFarmConfig(farm.urls)
        const bench = await openPage(ctx.browser, { cpu: 1 })
        try {
          await bench.page.goto(ctx.dashboardUrl(STRATUM_FARM.route), { timeout: 60_000 })
          await waitForFarm(bench.page, STRATUM_FARM, n, 120_000)
          await sleep(5_000)
          const before = await readMetrics(bench.cdp)
          await sleep(windowMs)
          const busy = busyShare(before, await readMetrics(bench.cdp))
          ctx.log(`${n} printers: busy ${busy.toFixed(2)} %`)
          ctx.report(`busy_${n}`, `main-thread busy, ${n} printers printing`, busy, '%', { cpu: 1 })
          points.push({ x: n, y: busy })
        } finally {
          await bench.close()
        }
      } finally {
        await farm.stop()
      }
    }
    const line = farmLine(points, SLOPE_PREDICT)
    ctx.report('per_printer', 'main-thread busy per printer (least-squares slope)', line?.perPrinter ?? null, '%', { cpu: 1 })
    ctx.report(`predicted_${SLOPE_PREDICT}`, `main-thread busy, ${SLOPE_PREDICT} printers (the line's value)`, line?.predicted ?? null, '%', { cpu: 1 })
  },
}
