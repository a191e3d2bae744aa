import { busyShare, readMetrics, toPageMs } from '../harness/cdp-metrics'
import { sleep, type Scenario } from '../harness/context'
import { parseRpc, type NetworkLog } from '../harness/network-log'
import { waitUntil } from '../harness/printer'
import { probe, waitForText } from '../harness/probe'
import { max, percentile } from '../stats'

const JOB_COUNT = 5_000

/** The socket reply to the page's first server.history.list request, or null. */
export function historyReply(net: Pick<NetworkLog, 'frames'>, from = 0): { t: number; bytes: number } | null {
  const ids = new Set<number | string>()
  for (const f of net.frames.slice(from)) {
    const msg = parseRpc(f.payload)
    if (!msg) continue
    if (f.direction === 'sent' && msg.method === 'server.history.list' && msg.id !== undefined) ids.add(msg.id)
    else if (f.direction === 'received' && msg.id !== undefined && ids.has(msg.id)) return { t: f.t, bytes: f.payload.length }
  }
  return null
}

/**
 * A printer with 5,000 jobs in its history: time from the first server.history.list reply to the
 * first job rows painted on /history, then frame intervals while the job table scrolls (loading
 * more pages as it goes).
 */
export const historyScenario: Scenario = {
  id: 'history',
  title: 'History',
  summary: '5,000 jobs in the history: list reply → rows on screen, then scroll frame times (p95, max)',
  async run(ctx) {
    const count = ctx.smoke ? 500 : JOB_COUNT
    const printer = await ctx.startPrinter({ timeScale: 1, seedHistory: count })
    ctx.log(`waiting for ${count} seeded jobs`)
    await waitUntil(async () => (await printer.get<{ job_totals: { total_jobs: number } }>('/server/history/totals')).job_totals.total_jobs >= count, 60_000, 'the history was not seeded')
    // Open the app on a page without file names (the dashboard's cards keep adding some), then go to
    // History the way a user does: the watch is in place before the rows can show.
    const dash = await ctx.openDashboard(printer, { route: '/settings' })
    dash.net.keepFrames = (payload) => payload.includes('server.history.list') || payload.includes('"jobs"')
    await dash.page.getByTestId('app-ready').waitFor({ state: 'attached', timeout: 30_000 })
    await sleep(1000)
    await probe.watch(dash.page, 'rows', /\.gcode/)
    const from = dash.net.frames.length
    await dash.page.getByRole('link', { name: 'History' }).first().click()
    const rows = await waitForText(dash.page, 'rows', 30_000)
    const reply = historyReply(dash.net, from)
    const nav = await dash.navStart()
    let toRows: number | null = null
    let note: string | undefined
    if (!reply) note = 'no server.history.list reply seen on the socket'
    else if (!rows) note = 'job rows never appeared'
    else toRows = (rows.paint ?? rows.t) - toPageMs(reply.t, nav)
    ctx.report('rows_on_screen', 'history.list reply → rows on screen', toRows, 'ms', { note })
    ctx.report('reply_size', 'first history.list reply', reply ? reply.bytes / 1000 : null, 'KB')
    ctx.report('rows_in_dom', 'job rows in the DOM', await probe.count(dash.page, '[data-testid="history-row"]'), 'count')

    ctx.log('scrolling the job table')
    await sleep(500)
    const before = await readMetrics(dash.cdp)
    await probe.startFrames(dash.page)
    const scroll = await probe.scroll(dash.page, { selector: '[data-testid="history-table"]', text: '.gcode', step: 120, frames: ctx.smoke ? 30 : 120 })
    const deltas = await probe.stopFrames(dash.page)
    const after = await readMetrics(dash.cdp)
    const scrollNote = scroll.scrolled <= 0 ? 'nothing scrolled' : `${Math.round(scroll.scrolled)} px over ${scroll.frames} frames`
    ctx.report('scroll_frame_p95', 'scroll frame time p95', percentile(deltas, 95), 'ms', { note: scrollNote })
    ctx.report('scroll_frame_max', 'scroll frame time max', max(deltas), 'ms')
    ctx.report('scroll_busy', 'main-thread busy while scrolling', busyShare(before, after), '%')
    ctx.report('rows_loaded', 'job rows in the DOM after scrolling', await probe.count(dash.page, '[data-testid="history-row"]'), 'count')
  },
}
