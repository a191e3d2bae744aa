import { busyShare, cpuShare, heapAfterGc, readMetrics } from '../harness/cdp-metrics'
import { sleep, type Scenario } from '../harness/context'
import { LIVE_TEMPERATURE } from '../harness/dashboard'
import { waitForText } from '../harness/probe'
import { max, mean, slope } from '../stats'
import { generateSlicedJob } from '../gcode/sliced-job'
import type { BenchPrinter } from '../harness/printer'
import { JOB_PATH, uploadTwoHourJob } from './print-job'

const TIME_SCALE = 120
const MB = 1e6
const FINISHED = new Set(['complete', 'cancelled', 'error'])
const WARM_UP_PATH = 'bench/warm_up_10min.gcode'

/**
 * A ten-minute job printed to its end before the measured one: what a page fetches and compiles once
 * in its life at a print's start and end (the printing view's cards, the finished alert's toast) is
 * then in place, and the measured print's growth is its own.
 */
async function warmUpPrint(printer: BenchPrinter): Promise<string> {
  await printer.upload(WARM_UP_PATH, generateSlicedJob({ targetSeconds: 600 }).text)
  await printer.startPrint(WARM_UP_PATH)
  const deadline = Date.now() + 60_000
  let state = 'printing'
  while (!FINISHED.has(state) && Date.now() < deadline) {
    await sleep(500)
    state = await printer.printState()
  }
  return state
}

export interface HeapSample {
  /** Seconds since the first sample. */
  at: number
  heap: number
  busy: number
  cpu: number
}

/** Heap growth from the first to the last sample, in percent of the first. */
export function heapGrowth(samples: HeapSample[]): number | null {
  if (samples.length < 2 || samples[0].heap <= 0) return null
  return ((samples.at(-1)!.heap - samples[0].heap) / samples[0].heap) * 100
}

/**
 * A two-hour job at time scale 120 (about a minute) with the dashboard open from start to end, after
 * a short print of its own (warmUpPrint): every few seconds the heap after GC and the busy share since
 * the last sample. A dashboard that leaks grows its heap steadily over the print; a sound one stays flat.
 */
export const longPrint: Scenario = {
  id: 'long-print',
  title: 'long print',
  summary: 'a 2 h job at time scale 120 with the dashboard open, after a 10 min one: heap growth after GC and busy share over time',
  async run(ctx) {
    const everyMs = ctx.smoke ? 1000 : 5000
    const printer = await ctx.startPrinter({ timeScale: TIME_SCALE })
    const estimated = await uploadTwoHourJob(printer, 0)
    const dash = await ctx.openDashboard(printer, { route: '/', watches: [{ id: 'live', pattern: LIVE_TEMPERATURE }] })
    const live = await waitForText(dash.page, 'live', 15_000 * Math.min(ctx.cpu, 2))
    await dash.net.waitForQuiet(1000, 15_000)
    const warmUp = ctx.smoke ? 'skipped' : await warmUpPrint(printer)
    if (!ctx.smoke) await dash.net.waitForQuiet(1000, 15_000)
    await printer.startPrint(JOB_PATH)
    // Warm up: the first status of the print, charts filling, lazy pieces of the printing view.
    await sleep(ctx.smoke ? 1000 : 5000)
    const expectedMs = (estimated / TIME_SCALE) * 1000
    const deadline = Date.now() + (ctx.smoke ? 5000 : expectedMs * 2 + 60_000)
    const samples: HeapSample[] = []
    const t0 = Date.now()
    let state = 'printing'
    samples.push({ at: 0, heap: await heapAfterGc(dash.cdp), busy: Number.NaN, cpu: Number.NaN })
    let from = await readMetrics(dash.cdp)
    while (Date.now() < deadline) {
      await sleep(everyMs)
      const to = await readMetrics(dash.cdp)
      // GC after reading the busy share, and start the next interval after it, so forced GCs do not count as busy.
      const heap = await heapAfterGc(dash.cdp)
      samples.push({ at: (Date.now() - t0) / 1000, heap, busy: busyShare(from, to), cpu: cpuShare(from, to) })
      from = await readMetrics(dash.cdp)
      state = await printer.printState()
      if (FINISHED.has(state)) break
    }
    const heapSlope = slope(samples.map((s) => ({ x: s.at / 60, y: s.heap / MB })))
    const busy = samples.slice(1).map((s) => s.busy)
    const seconds = Math.round((Date.now() - t0) / 1000)
    const notes = [
      live ? '' : 'no live temperature seen',
      warmUp === 'complete' || warmUp === 'skipped' ? '' : `warm-up print '${warmUp}'`,
      FINISHED.has(state) ? `print ${state} after ${seconds} s` : `print still '${state}' after ${seconds} s`,
      `${samples.length} samples`,
    ]
    ctx.report('heap_growth', 'heap growth over the print', heapGrowth(samples), '%', { note: notes.filter(Boolean).join(', ') })
    ctx.report('heap_start', 'JS heap after GC, start', samples[0].heap / MB, 'MB')
    ctx.report('heap_end', 'JS heap after GC, end', samples.at(-1)!.heap / MB, 'MB')
    ctx.report('heap_slope', 'heap trend (least squares)', heapSlope, 'MB/min')
    ctx.report('busy_mean', 'main-thread busy, mean', mean(busy), '%')
    ctx.report('busy_max', 'main-thread busy, worst interval', max(busy), '%')
    ctx.report('cpu_mean', 'main-thread CPU time, mean', mean(samples.slice(1).map((s) => s.cpu)), '%')
  },
}
