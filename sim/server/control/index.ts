import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SimCore } from '../core'
import { sendJson } from '../http/reply'
import { requestArgs } from '../http/request-args'
import { getBool, getNumber, getString, optNumber, optString } from '../params'
import { ApiError } from '../types'
import { FAULT_FLAGS, isFaultFlag } from './faults'
import { isOutageMode, type Outage } from './outage'

const FLOOD_LINES = [
  (n: number) => `// flood ${n}: B:60.0 /60.0 T0:210.1 /210.0`,
  (n: number) => `// flood ${n}: probe at 117.500,117.500 is z=1.962500`,
  (n: number) => `echo: flood ${n}`,
  (n: number) => `// flood ${n}: Klipper state: Ready`,
]

export interface ControlDeps {
  /** Emits one line as Klippy's gcode response (console and gcode store). */
  emitResponse(line: string): void
  dropSockets(): void
  stats(): Record<string, unknown>
  outage: Outage
}

/**
 * Test-only endpoints under /sim/: fault switches, a console flood for the benchmark,
 * and the process's own resource use.
 */
export function installControl(core: SimCore, deps: ControlDeps): () => void {
  const floods = new Set<NodeJS.Timeout>()

  core.faults.onChange((flag, on) => {
    core.log(`Simulated fault ${flag}: ${on ? 'on' : 'off'}`)
    if (flag === 'drop-sockets' && on) deps.dropSockets()
  })

  const flood = (rate: number, seconds: number) => {
    const started = performance.now()
    const total = Math.round(rate * seconds)
    let sent = 0
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate))
      for (; sent < due; sent++) deps.emitResponse(FLOOD_LINES[sent % FLOOD_LINES.length](sent + 1))
      if (sent >= total) {
        clearInterval(timer)
        floods.delete(timer)
      }
    }, 10)
    floods.add(timer)
    return total
  }

  const routes: Record<string, (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>> = {
    'GET /sim/faults': async (_req, res) => sendJson(res, 200, { result: { faults: core.faults.list(), available: FAULT_FLAGS, outage: deps.outage.mode } }),
    // The API goes away for `seconds` (0: until RunningSim.endOutage): 'down' refuses connections, 'unavailable' answers 503.
    'POST /sim/outage': async (req, res, url) => {
      const params = await requestArgs(req, url)
      const mode = optString(params, 'mode', 'down')
      const seconds = optNumber(params, 'seconds', 0)
      if (!isOutageMode(mode)) throw new ApiError(400, `Unknown outage mode '${mode}'; known: down, unavailable`)
      if (seconds < 0 || seconds > 3600) throw new ApiError(400, 'Outage duration out of range')
      // After the reply has gone out: a 'down' outage cuts this very connection.
      res.on('finish', () => deps.outage.start(mode, seconds))
      sendJson(res, 200, { result: { mode, seconds } })
    },
    'POST /sim/fault': async (req, res, url) => {
      const params = await requestArgs(req, url)
      const flag = getString(params, 'flag')
      if (!isFaultFlag(flag)) throw new ApiError(400, `Unknown fault '${flag}'; known: ${FAULT_FLAGS.join(', ')}`)
      const enabled = getBool(params, 'enabled')
      sendJson(res, 200, { result: { flag, enabled, faults: core.faults.list() } })
      // After the reply, so a drop-sockets request still gets its answer.
      setImmediate(() => core.faults.set(flag, enabled))
    },
    'POST /sim/flood': async (req, res, url) => {
      const params = await requestArgs(req, url)
      const rate = getNumber(params, 'lines_per_second')
      const seconds = getNumber(params, 'seconds')
      if (rate <= 0 || rate > 100_000 || seconds <= 0 || seconds > 3600) throw new ApiError(400, 'Flood rate or duration out of range')
      sendJson(res, 200, { result: { lines_per_second: rate, seconds, total_lines: flood(rate, seconds) } })
    },
    'GET /sim/stats': async (_req, res) => sendJson(res, 200, { result: deps.stats() }),
  }

  for (const verb of ['GET', 'POST'] as const) {
    core.registry.registerRaw({
      verb,
      prefix: '/sim/',
      // A login like any API call when the printer requires one (trusted addresses pass without).
      auth: true,
      async handler(req, res, _ctx, url) {
        const route = routes[`${verb} ${url.pathname.replace(/\/+$/, '')}`]
        if (!route) return false
        await route(req, res, url)
        return true
      },
    })
  }

  return () => {
    for (const t of floods) clearInterval(t)
    floods.clear()
  }
}
