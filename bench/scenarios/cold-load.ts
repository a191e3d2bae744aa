import { toPageMs } from '../harness/cdp-metrics'
import { LIVE_TEMPERATURE } from '../harness/dashboard'
import type { Scenario, ScenarioContext } from '../harness/context'
import { parseRpc } from '../harness/network-log'
import type { BenchPrinter } from '../harness/printer'
import { firstPaint, waitForText } from '../harness/probe'
import { median } from '../stats'

interface LoadTimes {
  firstPaint: number | null
  firstStatus: number | null
  liveData: number | null
  networkIdle: number | null
}

/**
 * How long the network must stay quiet after live data for a load to count as over: a card's late
 * requests (a file list's thumbnails, once its card is in view) can come a second after the
 * temperatures show, and later on a throttled CPU. 1.5 s at ×1, 3 s at ×4.
 */
export function loadQuietMs(cpu: number): number {
  return 1500 * Math.max(1, cpu / 2)
}

/** One navigation in a fresh context; every time is in ms from navigation start. */
async function coldLoad(ctx: ScenarioContext, printer: BenchPrinter, cpu: number): Promise<LoadTimes> {
  const dash = await ctx.openDashboard(printer, { route: '/', cpu, watches: [{ id: 'live', pattern: LIVE_TEMPERATURE }], deferNavigation: true })
  dash.net.keepFrames = (payload, direction) => direction === 'received' && payload.includes('notify_status_update')
  try {
    await dash.page.goto(ctx.dashboardUrl('/'), { timeout: 60_000 })
    const live = await waitForText(dash.page, 'live', 15_000 * Math.min(cpu, 2))
    await dash.net.waitForQuiet(loadQuietMs(cpu), 10_000 * cpu)
    const nav = await dash.navStart()
    const status = dash.net.frames.find((f) => parseRpc(f.payload)?.method === 'notify_status_update')
    const lastFinish = dash.net.lastFinish()
    return {
      firstPaint: await firstPaint(dash.page),
      firstStatus: status ? toPageMs(status.t, nav) : null,
      liveData: live?.paint ?? null,
      networkIdle: lastFinish === null ? null : toPageMs(lastFinish, nav),
    }
  } finally {
    await dash.close()
  }
}

/**
 * Navigation to the dashboard in an empty browser profile until it shows live temperatures: first
 * paint (the browser's paint timing), the first status frame on the socket, the paint after a
 * temperature first appears in the DOM, and network idle (the last request of the load ends).
 */
export const coldLoadScenario: Scenario = {
  id: 'cold-load',
  title: 'cold load',
  summary: 'navigation to live temperatures at CPU ×1 and ×4: first paint, first status frame, live data, network idle',
  async run(ctx) {
    const printer = await ctx.startPrinter({ timeScale: 1 })
    const rates = ctx.options.cpu === null ? [1, 4] : [ctx.options.cpu]
    const runs = ctx.smoke ? 1 : ctx.options.runs
    // The first navigation of a fresh browser pays for process and cache start-up; do not count it.
    await coldLoad(ctx, printer, 1)
    for (const cpu of rates) {
      const samples: LoadTimes[] = []
      for (let i = 0; i < runs; i++) samples.push(await coldLoad(ctx, printer, cpu))
      const pick = (k: keyof LoadTimes) => median(samples.map((s) => s[k]).filter((v): v is number => v !== null))
      const missing = samples.filter((s) => s.liveData === null).length
      const note = [runs > 1 ? `median of ${runs}` : '', missing ? `${missing} without live data` : ''].filter(Boolean).join(', ')
      ctx.report('first_paint', 'first contentful paint', pick('firstPaint'), 'ms', { cpu })
      ctx.report('first_status', 'first status frame received', pick('firstStatus'), 'ms', { cpu })
      ctx.report('live_data', 'to live data (paint)', pick('liveData'), 'ms', { cpu, note: note || undefined })
      ctx.report('network_idle', 'to network idle', pick('networkIdle'), 'ms', { cpu })
    }
  },
}
