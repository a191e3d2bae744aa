import type { Klippy } from '../../klippy/types'
import { confNumber } from '../config/moonraker-conf'
import type { SimCore } from '../core'
import type { Database } from '../database/store'
import { HistoryField } from '../history/fields'
import type { HistoryComponent } from '../history'
import { getString, has, optBool, optString } from '../params'
import { ApiError, type Params } from '../types'
import { SpoolmanStandIn } from './standin'

const DB_NAMESPACE = 'moonraker'
const ACTIVE_SPOOL_KEY = 'spoolman.spool_id'
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])

export interface SpoolmanOptions {
  /** moonraker.conf's [spoolman] section. */
  section: Record<string, string>
  /** The history component, where the spools each job used are recorded (its 'spool_ids' field). */
  history?: Pick<HistoryComponent, 'registerField' | 'tracking'>
}

/** spool_id as Moonraker's get_int reads it: absent or null clears, else an integer. */
function spoolIdOf(params: Params): number | null {
  if (!has(params, 'spool_id')) return null
  const v = params.spool_id
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  if (!Number.isInteger(n)) throw new ApiError(400, `Unable to convert argument 'spool_id' to int`)
  return n
}

/**
 * Moonraker's [spoolman] component with a Spoolman server built in: the active spool (kept in the
 * 'moonraker' namespace like Moonraker's), extrusion tracked from the toolhead's E position while a
 * spool is active and reported every sync_rate seconds as PUT /v1/spool/{id}/use, the proxy to
 * Spoolman's API and the status. The 'spoolman-down' fault cuts the link to Spoolman.
 */
export function installSpoolman(core: SimCore, db: Database, klippy: Klippy, opts: SpoolmanOptions) {
  const spoolman = new SpoolmanStandIn(core.dataDir)
  const syncMs = core.scaledMs(Math.max(1, confNumber(opts.section.sync_rate, 5)) * 1000, 100)
  let spoolId: number | null = db.getItemOr<number | null>(DB_NAMESPACE, ACTIVE_SPOOL_KEY, null)
  let connected = !core.faults.has('spoolman-down')
  let pending = new Map<number, number>()
  let highestE: number | null = null
  let lastE = 0
  let extruder = 'extruder'

  // Moonraker's 'spool_ids' history field: the spool active as a job starts, and each one set during it.
  const spoolIds = new HistoryField(
    { field: 'spool_ids', provider: 'spoolman', description: 'Spool IDs used', strategy: 'collect', units: null, init_tracker: true, exclude_paused: false, report_total: false, report_maximum: false, precision: null },
    () => spoolId,
    (excludePaused) => opts.history?.tracking(excludePaused) ?? false,
  )
  opts.history?.registerField(spoolIds)

  const notifyStatus = () => core.notify('notify_spoolman_status_changed', [{ spoolman_connected: connected }])
  const setActive = (id: number | null) => {
    if (id === spoolId) return
    spoolIds.update(id)
    spoolId = id
    db.insertItem(DB_NAMESPACE, ACTIVE_SPOOL_KEY, id)
    highestE = readE()?.e ?? lastE
    core.notify('notify_active_spool_set', [{ spool_id: id }])
    core.log(`Setting active spool to: ${id}`)
  }

  const readE = () => {
    if (klippy.state !== 'ready') return null
    const th = klippy.query({ toolhead: ['position', 'extruder'] }).status.toolhead
    const pos = th?.position
    const e = Array.isArray(pos) && typeof pos[3] === 'number' ? pos[3] : null
    return e === null ? null : { e, extr: typeof th?.extruder === 'string' ? th.extruder : extruder }
  }
  // As Moonraker does: the highest E position seen; a rise while a spool is active is filament used.
  // Without an active spool nothing is counted, so the position is only read from the moment one is set.
  const track = () => {
    if (spoolId === null) return
    const read = readE()
    if (!read) return
    const { e, extr } = read
    lastE = e
    if (highestE === null || extr !== extruder) {
      highestE = e
      extruder = extr
    } else if (e > highestE) {
      if (spoolId !== null) pending.set(spoolId, (pending.get(spoolId) ?? 0) + e - highestE)
      highestE = e
    }
  }
  const report = () => {
    if (!connected) return
    const reports = pending
    pending = new Map()
    for (const [id, length] of reports) {
      const reply = spoolman.use(id, { use_length: length })
      if (reply.status === 404 && id === spoolId) setActive(null)
    }
  }
  // Klipper starts again at E 0: the count starts again from there, as on Moonraker's klippy_ready.
  const onKlippyState = (state: string) => {
    if (state === 'ready') highestE = null
  }
  klippy.on('state', onKlippyState)
  const tracker = setInterval(track, Math.min(250, syncMs))
  const reporter = setInterval(report, syncMs)
  core.faults.onChange((flag, on) => {
    if (flag !== 'spoolman-down' || connected === !on) return
    connected = !on
    notifyStatus()
  })
  // On connecting, Moonraker drops an active spool Spoolman no longer has.
  if (connected && spoolId !== null && !spoolman.spool(spoolId)) setActive(null)

  core.registry.register({
    method: 'server.spoolman.get_spool_id',
    http: [{ verb: 'GET', path: '/server/spoolman/spool_id' }],
    handler: () => ({ spool_id: spoolId }),
  })
  core.registry.register({
    method: 'server.spoolman.post_spool_id',
    http: [{ verb: 'POST', path: '/server/spoolman/spool_id' }],
    handler: (params) => {
      setActive(spoolIdOf(params))
      return { spool_id: spoolId }
    },
  })
  core.registry.register({
    method: 'server.spoolman.status',
    http: [{ verb: 'GET', path: '/server/spoolman/status' }],
    handler: () => ({
      spoolman_connected: connected,
      pending_reports: [...pending].map(([id, used]) => ({ spool_id: id, filament_used: used })),
      spool_id: spoolId,
    }),
  })
  core.registry.register({
    method: 'server.spoolman.proxy',
    http: [{ verb: 'POST', path: '/server/spoolman/proxy' }],
    handler: (params) => {
      const method = getString(params, 'request_method')
      const path = getString(params, 'path')
      const query = optString(params, 'query')
      const body = params.body ?? null
      const v2 = optBool(params, 'use_v2_response', false)
      if (!METHODS.has(method)) throw new ApiError(400, `Invalid HTTP method: ${method}`)
      if (body !== null && method === 'GET') throw new ApiError(400, 'GET requests cannot have a body')
      if (path.length < 4 || !path.startsWith('/v1/')) throw new ApiError(400, 'Invalid path, must start with the API version, e.g. /v1')
      if (!connected) {
        if (!v2) throw new ApiError(503, 'Spoolman server not available')
        return { response: null, error: { status_code: 503, message: 'Spoolman server not available' } }
      }
      const reply = spoolman.request(method, path, new URLSearchParams(query ?? ''), body)
      const failed = reply.status >= 400
      const message = failed && reply.body && typeof reply.body === 'object' ? String(Reflect.get(reply.body, 'message')) : ''
      if (!v2) {
        if (failed) throw new ApiError(reply.status, message)
        return reply.body
      }
      return failed ? { response: null, error: { status_code: reply.status, message } } : { response: reply.body, response_headers: reply.headers, error: null }
    },
  })

  return {
    spoolman,
    stop: () => {
      klippy.off('state', onKlippyState)
      clearInterval(tracker)
      clearInterval(reporter)
      report()
      spoolman.close()
    },
  }
}
