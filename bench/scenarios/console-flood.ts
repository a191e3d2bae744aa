import { busyShare, cpuShare, readMetrics, toPageMs, type Metrics } from '../harness/cdp-metrics'
import { sleep, type Scenario } from '../harness/context'
import { parseRpc, type WsFrame } from '../harness/network-log'
import { probe } from '../harness/probe'

const LINES_PER_SECOND = 200

/** The last console line a notify_gcode_response frame carried (a frame may hold several lines). */
export function lastResponseLine(frames: WsFrame[]): string | null {
  for (let i = frames.length - 1; i >= 0; i--) {
    const msg = parseRpc(frames[i].payload)
    if (msg?.method !== 'notify_gcode_response' || !Array.isArray(msg.params)) continue
    const lines = String(msg.params[0] ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
    if (lines.length) return lines[lines.length - 1]
  }
  return null
}

/**
 * The console page while the printer floods it with 200 lines/s for 10 s: the main thread's busy
 * share over the flood, and the delay from the last line's frame reaching the page to the paint
 * after that line's text entered the DOM (found by text, whatever element the console uses).
 */
export const consoleFlood: Scenario = {
  id: 'console-flood',
  title: 'console flood',
  summary: 'console page under 200 lines/s for 10 s: busy share, delay until the last line shows',
  async run(ctx) {
    const seconds = ctx.smoke ? 2 : 10
    const printer = await ctx.startPrinter({ timeScale: 1 })
    const dash = await ctx.openDashboard(printer, { route: ctx.options.consoleRoute })
    await dash.net.waitForQuiet(1000, 20_000)
    await sleep(1000)
    dash.net.keepFrames = (payload, direction) => direction === 'received' && payload.includes('notify_gcode_response')
    await probe.startRecording(dash.page)
    const samples: Metrics[] = [await readMetrics(dash.cdp)]
    await printer.flood(LINES_PER_SECOND, seconds)
    // Sample until no console frame has come for a second (or well past the flood's end).
    const deadline = Date.now() + (seconds + 15) * 1000
    for (;;) {
      await sleep(250)
      samples.push(await readMetrics(dash.cdp))
      const last = dash.net.frames.at(-1)
      const quietFor = last ? samples.at(-1)!.Timestamp - last.t : 0
      if ((last && quietFor > 1) || Date.now() > deadline) break
    }
    await sleep(500)
    await probe.stopRecording(dash.page)
    const frames = dash.net.frames
    const lastFrame = frames.at(-1)
    const line = lastResponseLine(frames)
    let delay: number | null = null
    let note: string | undefined
    if (!lastFrame || !line) {
      note = 'no console frames arrived'
    } else {
      const shown = await probe.firstRecorded(dash.page, line)
      if (shown) delay = (shown.paint ?? shown.t) - toPageMs(lastFrame.t, await dash.navStart())
      else note = 'last line never appeared'
      if (delay !== null && delay < 0) note = 'the last line\'s text had appeared before its frame: lines are not unique'
    }
    // Busy share from the flood's start to the first sample after its last frame.
    const end = samples.find((s) => lastFrame && s.Timestamp >= lastFrame.t) ?? samples.at(-1)!
    ctx.report('busy', 'main-thread busy during the flood', busyShare(samples[0], end), '%')
    ctx.report('cpu', 'main-thread CPU time during the flood', cpuShare(samples[0], end), '%')
    ctx.report('last_line_delay', 'last line: frame → on screen', delay, 'ms', { note })
    ctx.report('frames', 'console frames received', frames.length, 'count')
    // A virtualized console keeps this near the number of visible lines however long the log grows.
    ctx.report('lines_in_dom', 'console lines in the DOM', await probe.count(dash.page, '[data-testid="console-line"]'), 'count')
  },
}
