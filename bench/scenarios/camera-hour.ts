import { heapAfterGc } from '../harness/cdp-metrics'
import { rendererPids, residentMemory } from '../harness/memory'
import { sleep, type Scenario } from '../harness/context'
import { heapGrowth, type HeapSample } from './long-print'

const MB = 1e6
const MINUTES = 30

/**
 * The camera page (/camera/{id}) playing the virtual printer's MJPEG stream for 30 minutes: heap
 * after GC every minute, first against last. Dashboards that leak a frame's worth of memory per
 * frame grow steadily here. The renderer's resident memory is reported beside it, since decoded
 * frames live outside the JS heap.
 */
export const cameraHour: Scenario = {
  id: 'camera-30min',
  title: 'camera 30 min',
  summary: 'a camera page open for 30 minutes: heap growth after GC (first to last minute), renderer RSS growth',
  optIn: true,
  timeoutMs: (MINUTES + 5) * 60_000,
  async run(ctx) {
    const minutes = ctx.smoke ? 0.25 : MINUTES
    const everyMs = ctx.smoke ? 5000 : 60_000
    const printer = await ctx.startPrinter({ timeScale: 1 })
    const { webcams } = await printer.get<{ webcams: { uid: string; service: string }[] }>('/server/webcams/list')
    const cam = webcams.find((w) => w.service === 'mjpegstreamer')
    if (!cam) throw new Error('the virtual printer has no MJPEG camera')
    const dash = await ctx.openDashboard(printer, { route: `/camera/${cam.uid}` })
    await dash.page.getByTestId('app-ready').waitFor({ state: 'attached', timeout: 30_000 })
    await dash.page.getByTestId('camera-mjpeg').waitFor({ timeout: 30_000 })
    // Past the first frames and the lazy player chunk.
    await sleep(ctx.smoke ? 1000 : 10_000)
    const samples: HeapSample[] = []
    const rss: number[] = []
    const t0 = Date.now()
    const sample = async () => {
      samples.push({ at: (Date.now() - t0) / 1000, heap: await heapAfterGc(dash.cdp), busy: Number.NaN, cpu: Number.NaN })
      const r = residentMemory(await rendererPids(ctx.browser))
      if (r !== null) rss.push(r)
    }
    await sample()
    while (Date.now() - t0 < minutes * 60_000) {
      ctx.log(`camera open ${Math.round((Date.now() - t0) / 60_000)} of ${minutes} min`)
      await sleep(everyMs)
      await sample()
    }
    const fps = await dash.page.getByTestId('camera-fps').textContent()
    const note = `${samples.length} samples over ${Math.round((Date.now() - t0) / 60_000)} min, camera showing ${fps?.trim() || 'no FPS'}`
    ctx.report('heap_growth', 'heap growth with the camera open', heapGrowth(samples), '%', { note })
    ctx.report('heap_start', 'JS heap after GC, start', samples[0].heap / MB, 'MB')
    ctx.report('heap_end', 'JS heap after GC, end', samples.at(-1)!.heap / MB, 'MB')
    ctx.report('rss_growth', 'renderer resident memory growth', rss.length > 1 ? ((rss.at(-1)! - rss[0]) / rss[0]) * 100 : null, '%')
    ctx.report('rss_end', 'renderer resident memory, end', rss.length ? rss.at(-1)! / MB : null, 'MB')
  },
}
