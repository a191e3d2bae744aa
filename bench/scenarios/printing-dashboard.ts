import { busyShare, cpuShare, domNodeCount, heapAfterGc, readMetrics } from '../harness/cdp-metrics'
import { sleep, type Scenario } from '../harness/context'
import { LIVE_TEMPERATURE } from '../harness/dashboard'
import { waitForText } from '../harness/probe'
import { JOB_PATH, uploadTwoHourJob } from './print-job'

const MB = 1e6

/**
 * The dashboard left open on a running print at real time (time scale 1) for a steady minute:
 * main-thread busy share from Chromium's TaskDuration, heap after GC at both ends, DOM nodes.
 */
export const printingDashboard: Scenario = {
  id: 'printing-dashboard',
  title: 'printing dashboard',
  summary: '60 s of the dashboard on a running print: main-thread busy share, heap after GC, DOM nodes',
  async run(ctx) {
    const windowMs = ctx.smoke ? 5_000 : 60_000
    const printer = await ctx.startPrinter({ timeScale: 1 })
    // The first 90 s of the job travel without extruding, so the print moves while it heats up.
    await uploadTwoHourJob(printer, 90)
    await printer.startPrint(JOB_PATH)
    const dash = await ctx.openDashboard(printer, { route: '/', watches: [{ id: 'live', pattern: LIVE_TEMPERATURE }] })
    const live = await waitForText(dash.page, 'live', 15_000 * Math.min(ctx.cpu, 2))
    // Let lazy cards, charts and first history requests settle before the steady state.
    await dash.net.waitForQuiet(1000, 15_000)
    await sleep(ctx.smoke ? 500 : 5_000)
    const heapStart = await heapAfterGc(dash.cdp)
    const before = await readMetrics(dash.cdp)
    await sleep(windowMs)
    const after = await readMetrics(dash.cdp)
    const heapEnd = await heapAfterGc(dash.cdp)
    const nodes = await domNodeCount(dash.cdp)
    const state = await printer.printState()
    const notes = [live ? '' : 'no live temperature seen', state === 'printing' ? '' : `print was '${state}' at the end`].filter(Boolean).join(', ')
    ctx.report('busy', 'main-thread busy', busyShare(before, after), '%', { note: notes || undefined })
    ctx.report('cpu', 'main-thread CPU time', cpuShare(before, after), '%')
    ctx.report('heap_start', 'JS heap after GC, start', heapStart / MB, 'MB')
    ctx.report('heap_end', 'JS heap after GC, end', heapEnd / MB, 'MB')
    ctx.report('dom_nodes', 'DOM nodes', nodes, 'count')
  },
}
