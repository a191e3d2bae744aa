import type { Page } from 'playwright-core'
import { busyShare, readMetrics, toPageMs } from '../harness/cdp-metrics'
import { sleep, type Scenario } from '../harness/context'
import { parseRpc, type NetworkLog } from '../harness/network-log'
import { probe } from '../harness/probe'
import { mean, percentile } from '../stats'

const COUNT = 15

async function gcode(url: string, script: string): Promise<void> {
  const res = await fetch(`${url}/printer/gcode/script?script=${encodeURIComponent(script)}`, { method: 'POST' })
  if (!res.ok) throw new Error(`${script}: ${res.status} ${await res.text()}`)
}

/** The first status frame on the socket that carries a bed_mesh probed_matrix. */
function meshFrame(net: Pick<NetworkLog, 'frames'>): number | null {
  for (const f of net.frames) {
    if (f.direction !== 'received') continue
    const msg = parseRpc(f.payload)
    if (msg?.method === 'notify_status_update' && f.payload.includes('probed_matrix')) return f.t
  }
  return null
}

async function dragInCircle(page: Page, selector: string, frames: number): Promise<void> {
  const box = await page.locator(selector).boundingBox()
  if (!box) return
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  await page.mouse.move(cx, cy)
  await page.mouse.down()
  for (let i = 0; i < frames; i++) {
    await page.mouse.move(cx + 120 * Math.cos(i / 10), cy + 40 * Math.sin(i / 10))
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))))
  }
  await page.mouse.up()
}

/**
 * Stratum's /tune with a 15 × 15 probed mesh: from the status frame that brings the mesh to its first
 * 3D frame drawn, then frame times while the user drags the chart around (software WebGL).
 */
export const bedMesh: Scenario = {
  id: 'bed-mesh',
  title: 'Bed mesh',
  summary: '/tune, 15 × 15 probed mesh: status frame → 3D surface drawn; frame times while rotating',
  async run(ctx) {
    const printer = await ctx.startPrinter({ timeScale: 200 })
    ctx.log(`probing a ${COUNT} × ${COUNT} mesh`)
    await gcode(printer.url, 'G28')
    await gcode(printer.url, `BED_MESH_CALIBRATE PROFILE=bench PROBE_COUNT=${COUNT},${COUNT}`)
    await gcode(printer.url, 'BED_MESH_CLEAR')
    const dash = await ctx.openDashboard(printer, { route: '/tune' })
    const { page } = dash
    await page.getByTestId('mesh-controls-card').waitFor({ timeout: 60_000 })
    // The comparison chart loads the 3D chunk; the mesh itself arrives afterwards.
    await page.locator('[data-testid="mesh-compare-chart"] canvas[data-rendered]').waitFor({ timeout: 60_000 }).catch(() => undefined)
    await page.getByText('Probed', { exact: true }).click()
    dash.net.keepFrames = (payload) => payload.includes('probed_matrix')
    await gcode(printer.url, 'BED_MESH_PROFILE LOAD=bench')
    const canvas = page.locator('[data-testid="bed-mesh-chart"] canvas[data-rendered]')
    await canvas.waitFor({ timeout: 30_000 })
    const renderedAt = Number(await canvas.getAttribute('data-rendered-at'))
    const frame = meshFrame(dash.net)
    const nav = await dash.navStart()
    ctx.report('render', `${COUNT} × ${COUNT} mesh: status frame → 3D drawn`, frame === null ? null : renderedAt - toPageMs(frame, nav), 'ms', {
      note: frame === null ? 'no bed_mesh status frame seen' : undefined,
    })

    await sleep(500)
    const before = await readMetrics(dash.cdp)
    await probe.startFrames(page)
    await dragInCircle(page, '[data-testid="bed-mesh-chart"] canvas', ctx.smoke ? 30 : 120)
    const deltas = await probe.stopFrames(page)
    const after = await readMetrics(dash.cdp)
    const avg = mean(deltas)
    ctx.report('rotate_frame_mean', 'rotate frame time mean (33 ms = 30 fps)', avg, 'ms', { note: avg ? `${(1000 / avg).toFixed(0)} fps` : undefined })
    ctx.report('rotate_frame_p95', 'rotate frame time p95', percentile(deltas, 95), 'ms')
    ctx.report('rotate_busy', 'main-thread busy while rotating', busyShare(before, after), '%')
  },
}
