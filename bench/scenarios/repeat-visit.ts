import { toPageMs } from '../harness/cdp-metrics'
import { LIVE_TEMPERATURE } from '../harness/dashboard'
import type { Scenario } from '../harness/context'
import { waitForText } from '../harness/probe'

const KB = 1000

/**
 * A returning user: the dashboard is loaded once, its service worker installs, and the page is
 * opened again. Counts the app's own files (HTML, JS, CSS, images) that still came from the network
 * (config.json and the printer's API always do, by design), and times the visit to live data.
 */
export const repeatVisit: Scenario = {
  id: 'repeat-visit',
  title: 'repeat visit',
  summary: 'a second visit with the service worker installed: app bytes still fetched from the network, time to live data',
  async run(ctx) {
    const printer = await ctx.startPrinter({ timeScale: 1 })
    const dash = await ctx.openDashboard(printer, { route: '/', watches: [{ id: 'live', pattern: LIVE_TEMPERATURE }], serviceWorkers: true })
    await waitForText(dash.page, 'live', 15_000)
    ctx.log('first visit shown; waiting for the service worker')
    await dash.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    // The visit after the install is the first the worker controls: the screens' chunks are cached then.
    await dash.page.reload()
    await waitForText(dash.page, 'live', 15_000)
    await dash.net.waitForQuiet(500, 10_000)
    const before = new Set(dash.net.requests().map((r) => r.id))
    // A dedicated worker's script (the Moonraker socket's) is announced on the page, but its answer
    // reaches only the worker's own DevTools target; Playwright follows it there.
    const answeredBySw = new Set<string>()
    dash.context.on('requestfinished', (request) => {
      void request.response().then((response) => {
        if (response?.fromServiceWorker()) answeredBySw.add(request.url())
      })
    })

    ctx.log('returning')
    await dash.page.goto(ctx.dashboardUrl('/'), { timeout: 60_000 })
    const live = await waitForText(dash.page, 'live', 15_000)
    await dash.net.waitForQuiet(500, 10_000)
    const origin = new URL(ctx.dashboard.url).origin
    const visit = dash.net.finished().filter((r) => !before.has(r.id) && r.url.startsWith(origin) && r.type !== 'WebSocket')
    const app = visit.filter((r) => !new URL(r.url).pathname.startsWith('/config.json'))
    const fromNetwork = app.filter((r) => !r.fromServiceWorker && !answeredBySw.has(r.url))
    for (const r of fromNetwork) ctx.log(`from the network: ${new URL(r.url).pathname}`)
    ctx.log(`${app.length - fromNetwork.length} of ${app.length} app files from the service worker`)
    const nav = await dash.navStart()
    ctx.report('app_bytes_network', 'app bytes from the network', fromNetwork.reduce((a, r) => a + r.encodedBytes, 0) / KB, 'KB')
    ctx.report('app_requests_network', 'app files from the network', fromNetwork.length, 'count')
    ctx.report('live_data', 'live data on screen', live?.paint ? live.paint : null, 'ms')
    const last = dash.net.lastFinish()
    ctx.report('network_idle', 'network idle', last === null ? null : toPageMs(last, nav), 'ms')
    if (app.length === 0) throw new Error('the returning visit fetched no app file: the network log saw nothing')
  },
}
