import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { openPage } from '../harness/browser'
import { sleep, type Scenario, type ScenarioContext } from '../harness/context'
import { LIVE_TEMPERATURE } from '../harness/dashboard'
import { heapComposition, takeHeapSnapshot } from '../harness/heap-snapshot'
import { installTimerProbe, readCounters } from '../harness/page-counters'
import { workerHeaps } from '../harness/worker-heaps'
import { PrintLoop, sumCounts, uploadLoopJobs } from '../harness/print-loop'
import { BenchFarm } from '../harness/printer'
import { probe } from '../harness/probe'
import { REPO_ROOT, SOAK_DEFAULT_HOURS, SOAK_DEFAULT_TIME_SCALE } from '../options'
import { formatCurve, sampleTimes, simClock, type SoakPhase, type SoakSample } from './soak-curve'
import { FIRST_HOUR_S, reportSoak, soakStory, type SoakComposition } from './soak-figures'
import { stratumFarmConfig } from './farm'

/** Printers: the first on the dashboard, all of them on the farm page. */
export const SOAK_PRINTERS = 4
/** A sample every this many simulated minutes. */
export const SAMPLE_EVERY_SIM_MIN = 15
/** --smoke: the whole chain in about half a minute (one restart, a few prints). */
const SMOKE_PLAN = { hours: 1.5, timeScale: 240, sampleEverySimMin: 15 }
/** A camera picture in view on the dashboard: at least this much of it inside the viewport (px). */
const CAMERA_MIN = { width: 160, height: 120 }

export interface SoakPlan {
  hours: number
  timeScale: number
  sampleEverySimMin: number
}

export const soakPlan = (o: { smoke: boolean; soakHours: number; soakTimeScale: number }): SoakPlan =>
  o.smoke ? SMOKE_PLAN : { hours: o.soakHours, timeScale: o.soakTimeScale, sampleEverySimMin: SAMPLE_EVERY_SIM_MIN }

/** Wall minutes the loop runs for. */
export const wallMinutes = (p: SoakPlan) => (p.hours * 60) / p.timeScale

async function cameraInView(page: Page): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    if ((await probe.mediaInView(page, CAMERA_MIN.width, CAMERA_MIN.height).catch(() => 0)) > 0) return true
    await sleep(500)
  }
  return false
}

/** The farm page reached from the navigation rail, as a user would (the tab lives on: no reload). */
async function openFarmFromNav(page: Page): Promise<number> {
  await page.locator('nav a[href="/farm"]').click()
  const cards = page.getByTestId('farm-card')
  await cards.nth(SOAK_PRINTERS - 1).waitFor({ timeout: 30_000 })
  return cards.count()
}

/** The tab at the end of each page (not committed): proof of what was on screen. */
const SHOTS_DIR = path.join(REPO_ROOT, 'bench', 'soak-shots')

async function shoot(page: Page, name: SoakPhase): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) }).catch(() => undefined)
}

async function runSoak(ctx: ScenarioContext): Promise<void> {
  const plan = soakPlan({ smoke: ctx.smoke, soakHours: ctx.options.soakHours, soakTimeScale: ctx.options.soakTimeScale })
  const totalSimS = plan.hours * 3600
  const switchSimS = totalSimS / 2
  ctx.log(`${plan.hours} h simulated at ×${plan.timeScale}: about ${wallMinutes(plan).toFixed(1)} min`)
  const farm = await BenchFarm.start(SOAK_PRINTERS, { timeScale: plan.timeScale })
  ctx.defer(() => farm.stop())
  await Promise.all(farm.printers.map((p) => uploadLoopJobs(p)))
  await farm.printers[0].absoluteCameraUrls()
  // One config.json for the tab's whole life: the first printer on the dashboard, all four on the farm.
  ctx.dashboard.config = stratumFarmConfig(farm.urls)
  const bench = await openPage(ctx.browser, { cpu: ctx.options.cpu ?? 1 })
  ctx.defer(() => bench.close())
  await installTimerProbe(bench.page)
  const { page, cdp } = bench
  // A session of its own for reaching the page's workers (attaching to them changes what it hears).
  const workersCdp = await page.context().newCDPSession(page)
  await page.goto(ctx.dashboardUrl('/'), { timeout: 60_000 })
  await page.getByText(LIVE_TEMPERATURE).first().waitFor({ timeout: 30_000 })
  const camera = await cameraInView(page)
  ctx.log(camera ? 'dashboard live, camera in view' : 'dashboard live, NO camera picture in view')

  const loop = new PrintLoop(farm.printers, plan.timeScale, ctx.log)
  let stopped = false
  const stopLoop = async () => {
    if (stopped) return sumCounts(loop.counts)
    stopped = true
    return loop.stop()
  }
  ctx.defer(async () => void (await stopLoop()))
  loop.start()

  const samples: SoakSample[] = []
  let phase: SoakPhase = 'dashboard'
  let farmCards = 0
  const composition: SoakComposition = { from: null, to: null }
  for (const at of sampleTimes(totalSimS, plan.sampleEverySimMin * 60)) {
    const waitMs = ((at - loop.simSeconds()) / plan.timeScale) * 1000
    if (waitMs > 0) await sleep(waitMs)
    const c = await readCounters(page, cdp, ctx.browser)
    // A heap snapshot at each sample tells the page's data from compiled code warming up (a few
    // seconds each: not in --smoke).
    const parts = ctx.smoke ? null : heapComposition(await takeHeapSnapshot(cdp))
    const workers = await workerHeaps(workersCdp).catch(() => null)
    const done = sumCounts(loop.counts)
    samples.push({
      sim: loop.simSeconds(),
      phase,
      heap: c.heap,
      js: parts?.js ?? null,
      code: parts?.code ?? null,
      jit: parts?.jit ?? null,
      workers: workers ? workers.reduce((sum, w) => sum + w.heap, 0) : null,
      nodes: c.nodes,
      listeners: c.listeners,
      intervals: c.timers?.intervals ?? null,
      timeouts: c.timers?.timeouts ?? null,
      rafs: c.timers?.frames ?? null,
      rss: c.rss,
      prints: done.completed,
      restarts: done.restarts,
    })
    const s = samples.at(-1)!
    if (parts && ((!composition.from && at >= FIRST_HOUR_S) || at === totalSimS)) {
      if (!composition.from) composition.from = { sim: s.sim, ...parts }
      else composition.to = { sim: s.sim, ...parts }
    }
    ctx.log(`${simClock(s.sim)} ${phase}: heap ${(s.heap / 1e6).toFixed(2)} MB, ${s.nodes} nodes, ${s.listeners} listeners, ${s.intervals ?? '–'} intervals, ${s.prints} prints, ${s.restarts} restarts`)
    if (phase === 'dashboard' && at >= switchSimS && at < totalSimS) {
      await shoot(page, 'dashboard')
      farmCards = await openFarmFromNav(page)
      phase = 'farm'
      ctx.log(`farm page open from the navigation: ${farmCards} cards`)
    }
  }
  const counts = await stopLoop()
  await shoot(page, phase)
  const run = { plan, switchSimS, counts, printers: SOAK_PRINTERS, camera, farmCards, composition }
  ctx.detail = {
    text: `${soakStory(run)}\n\n${formatCurve(samples)}`,
    data: { screenshots: path.relative(REPO_ROOT, SHOTS_DIR), plan, printers: SOAK_PRINTERS, cameraInView: camera, farmCards, counts, perPrinter: loop.counts, composition, samples },
  }
  reportSoak(ctx, samples, run)
  if (counts.completed === 0) throw new Error(`no print completed in ${plan.hours} simulated hours (${counts.started} started, last error: ${counts.lastError ?? 'none'})`)
  if (counts.restarts === 0) throw new Error(`no restart happened in ${plan.hours} simulated hours (last error: ${counts.lastError ?? 'none'})`)
}

/**
 * "A week in a tab", time-scaled: the dashboard with its camera in view, then (half way, through
 * the navigation) the farm page of four printers, in one tab for hours of a print loop driven from
 * outside the page (queued jobs, prints completing, the queue refilled, Klipper restarted hourly).
 * Heap after GC, DOM nodes, event listeners, live timers and renderer memory sampled throughout.
 */
export const soakScenario: Scenario = {
  id: 'soak',
  title: 'soak',
  summary: `one tab for ${SOAK_DEFAULT_HOURS} simulated hours of queued prints and hourly restarts (×${SOAK_DEFAULT_TIME_SCALE}, ${wallMinutes({ hours: SOAK_DEFAULT_HOURS, timeScale: SOAK_DEFAULT_TIME_SCALE, sampleEverySimMin: SAMPLE_EVERY_SIM_MIN })} min): the dashboard with a camera, then /farm; heap, DOM nodes, listeners, timers, renderer memory`,
  optIn: true,
  timeoutMs: (o) => (wallMinutes(soakPlan({ smoke: false, soakHours: o.soakHours, soakTimeScale: o.soakTimeScale })) + 10) * 60_000,
  run: runSoak,
}
