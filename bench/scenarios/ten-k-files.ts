import type { Page } from 'playwright-core'
import path from 'node:path'
import { MANY_FILES_PREFIX, writeManyFiles } from '../gcode/many-files'
import { busyShare, readMetrics, toPageMs } from '../harness/cdp-metrics'
import { sleep, type Scenario } from '../harness/context'
import { parseRpc, type NetworkLog } from '../harness/network-log'
import { probe, waitForText } from '../harness/probe'
import { max, percentile } from '../stats'

const FOLDER = 'big'
const FILE_COUNT = 10_000

/** The socket reply to the page's get_directory request for `folder`, or null. */
export function directoryReply(net: Pick<NetworkLog, 'frames'>, folder: string): { t: number; bytes: number } | null {
  const ids = new Set<number | string>()
  for (const f of net.frames) {
    const msg = parseRpc(f.payload)
    if (!msg) continue
    if (f.direction === 'sent' && msg.method === 'server.files.get_directory' && msg.id !== undefined) {
      const p = (msg.params ?? {}) as { path?: string }
      if (typeof p.path === 'string' && p.path.replace(/\/+$/, '').endsWith(`/${folder}`)) ids.add(msg.id)
    } else if (f.direction === 'received' && msg.id !== undefined && ids.has(msg.id)) {
      return { t: f.t, bytes: f.payload.length }
    }
  }
  return null
}

async function openFolder(page: Page, net: NetworkLog): Promise<boolean> {
  const folder = page.getByText(FOLDER, { exact: true }).first()
  await folder.waitFor({ timeout: 20_000 })
  await folder.click()
  for (let i = 0; i < 30; i++) {
    if (directoryReply(net, FOLDER)) return true
    await sleep(100)
  }
  // Some file browsers open folders on double click only.
  await folder.dblclick().catch(() => undefined)
  return false
}

/**
 * A folder of 10,000 G-code files: time from the get_directory reply reaching the page to the first
 * file name painted, then frame intervals while the table scrolls (rAF deltas, p95 and max).
 */
export const tenKFiles: Scenario = {
  id: '10k-files',
  title: '10k files',
  summary: 'a folder of 10,000 files: reply → rows on screen, then scroll frame times (p95, max)',
  async run(ctx) {
    const printer = await ctx.startPrinter({ timeScale: 1 })
    // Written while the printer is down so it indexes them on start rather than file by file.
    const count = ctx.smoke ? 500 : FILE_COUNT
    ctx.log(`writing ${count} files into gcodes/${FOLDER}`)
    await printer.restart(() => writeManyFiles(path.join(printer.gcodesDir, FOLDER), count))
    ctx.log('printer restarted; opening the file list')
    const dash = await ctx.openDashboard(printer, { route: ctx.options.filesRoute })
    dash.net.keepFrames = (payload) => payload.includes('get_directory') || payload.includes(MANY_FILES_PREFIX)
    await probe.watch(dash.page, 'rows', new RegExp(`${MANY_FILES_PREFIX}\\d+`))
    await openFolder(dash.page, dash.net)
    const rows = await waitForText(dash.page, 'rows', 30_000)
    const reply = directoryReply(dash.net, FOLDER)
    const nav = await dash.navStart()
    let toRows: number | null = null
    let note: string | undefined
    if (!reply) note = 'no get_directory reply seen on the socket'
    else if (!rows) note = 'file rows never appeared'
    else toRows = (rows.paint ?? rows.t) - toPageMs(reply.t, nav)
    ctx.report('rows_on_screen', 'get_directory reply → rows on screen', toRows, 'ms', { note })
    ctx.report('reply_size', 'get_directory reply', reply ? reply.bytes / 1000 : null, 'KB')
    ctx.report('rows_in_dom', 'file rows in the DOM', await probe.count(dash.page, '[data-testid="file-row"]'), 'count')

    ctx.log('scrolling the file list')
    await sleep(500)
    const before = await readMetrics(dash.cdp)
    await probe.startFrames(dash.page)
    const scroll = await probe.scroll(dash.page, { selector: '[data-testid="file-table"]', text: MANY_FILES_PREFIX, step: 120, frames: ctx.smoke ? 30 : 120 })
    const deltas = await probe.stopFrames(dash.page)
    const after = await readMetrics(dash.cdp)
    const scrollNote = scroll.scrolled <= 0 ? 'nothing scrolled' : `${Math.round(scroll.scrolled)} px over ${scroll.frames} frames`
    ctx.report('scroll_frame_p95', 'scroll frame time p95', percentile(deltas, 95), 'ms', { note: scrollNote })
    ctx.report('scroll_frame_max', 'scroll frame time max', max(deltas), 'ms')
    ctx.report('scroll_busy', 'main-thread busy while scrolling', busyShare(before, after), '%')
  },
}
