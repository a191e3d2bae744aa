import { gzipSync } from 'node:zlib'
import { LIVE_TEMPERATURE } from '../harness/dashboard'
import type { Scenario } from '../harness/context'
import type { RequestRecord } from '../harness/network-log'
import { waitForText } from '../harness/probe'
import { eagerAssets, sizeOf } from '../eager-payload'

const KB = 1000

type Kind = 'js' | 'css' | 'other'

export function kindOf(r: Pick<RequestRecord, 'type' | 'mimeType' | 'url'>): Kind {
  const path = r.url.split('?')[0]
  if (r.type === 'Script' || /javascript|ecmascript/.test(r.mimeType) || path.endsWith('.js') || path.endsWith('.mjs')) return 'js'
  if (r.type === 'Stylesheet' || r.mimeType === 'text/css' || path.endsWith('.css')) return 'css'
  return 'other'
}

/** Whether a web server would gzip this response (text formats do; images and fonts are compressed already). */
export function compressible(r: Pick<RequestRecord, 'mimeType'>): boolean {
  return /^text\/|javascript|json|xml|svg|manifest/.test(r.mimeType)
}

export function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length
}

/** What the served index.html makes the browser fetch before the app runs (the check `npm test` runs on dist/). */
async function eagerKiB(origin: string): Promise<number> {
  const html = await (await fetch(`${origin}/`)).text()
  const files = await Promise.all(eagerAssets(html).map(async (p) => sizeOf(p, Buffer.from(await (await fetch(new URL(p, origin))).arrayBuffer()))))
  return files.reduce((a, f) => a + f.gzip, 0) / 1024
}

/**
 * Bytes of JavaScript and CSS the first dashboard load fetches, raw and gzip, counted from the
 * page's network events (so lazily loaded chunks the first screen needs are included and chunks it
 * never asks for are not), plus everything the load transferred.
 */
export const initialPayload: Scenario = {
  id: 'initial-payload',
  title: 'initial payload',
  summary: 'JS and CSS the first dashboard load fetches (raw, gzip), and all bytes of that load',
  async run(ctx) {
    const printer = await ctx.startPrinter({ timeScale: 1 })
    ctx.log('printer ready; loading the dashboard')
    const dash = await ctx.openDashboard(printer, { route: '/', cpu: 1, watches: [{ id: 'live', pattern: LIVE_TEMPERATURE }] })
    const live = await waitForText(dash.page, 'live', ctx.smoke ? 8_000 : 15_000)
    ctx.log(live ? 'live temperatures shown; waiting for the network to settle' : 'no live temperatures; waiting for the network to settle')
    await dash.net.waitForQuiet(ctx.smoke ? 500 : 1500, 15_000)
    ctx.log('sizing the responses')
    const sums = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 }, other: { raw: 0, gzip: 0 } }
    let transfer = 0
    let requests = 0
    const responses = dash.net.finished().filter((r) => r.type !== 'WebSocket')
    const bodies = await Promise.all(responses.map((r) => dash.net.body(r.id).catch(() => null)))
    const scripts: { url: string; gzip: number }[] = []
    responses.forEach((r, i) => {
      const body = bodies[i]
      if (!body) return
      requests += 1
      const gz = compressible(r) ? gzipSize(body) : body.length
      const kind = kindOf(r)
      sums[kind].raw += body.length
      sums[kind].gzip += gz
      transfer += Math.min(gz, body.length)
      if (kind !== 'other') scripts.push({ url: new URL(r.url).pathname, gzip: gz })
    })
    ctx.log(`all bytes of the load: ${transfer.toLocaleString('en')} B (gzip) in ${requests} responses`)
    // The heaviest files are where a payload over budget is won back.
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, 5)) ctx.log(`${(s.gzip / KB).toFixed(1).padStart(7)} KB gzip  ${s.url}`)
    const note = live ? undefined : 'no live temperature seen'
    ctx.report('js_raw', 'JS (raw)', sums.js.raw / KB, 'KB')
    ctx.report('js_gzip', 'JS (gzip)', sums.js.gzip / KB, 'KB')
    ctx.report('css_raw', 'CSS (raw)', sums.css.raw / KB, 'KB')
    ctx.report('css_gzip', 'CSS (gzip)', sums.css.gzip / KB, 'KB')
    ctx.report('js_css_gzip', 'JS + CSS (gzip)', (sums.js.gzip + sums.css.gzip) / KB, 'KB', { note })
    ctx.report('transfer_gzip', 'all bytes of the load (gzip)', transfer / KB, 'KB')
    ctx.report('requests', 'HTTP requests', requests, 'count')
    ctx.report('eager_js_css_gzip', 'JS + CSS index.html loads eagerly (gzip)', await eagerKiB(ctx.dashboard.url), 'KiB')
    if (sums.js.raw === 0) throw new Error('the load fetched no JavaScript: the network log saw nothing')
  },
}
