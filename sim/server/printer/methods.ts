import type { SimCore } from '../core'
import { getString } from '../params'
import { ApiError, type Params, type RequestContext } from '../types'
import type { KlippyBridge, ObjectRequest } from './bridge'
import type { GcodeStore } from './gcode-store'

/** Arguments that belong to the transport, not to the object request. */
const NON_OBJECT_KEYS = new Set(['connection_id', 'objects'])

/**
 * The object request, from JSON ({objects: {toolhead: ['position'], webhooks: null}}) or
 * from a query string (?toolhead=position,status&webhooks).
 */
export function objectRequest(params: Params): ObjectRequest {
  let raw: Record<string, unknown>
  if (params.objects !== undefined) {
    if (params.objects === null || typeof params.objects !== 'object' || Array.isArray(params.objects)) {
      throw new ApiError(400, "Invalid argument 'objects': expected an object")
    }
    raw = params.objects as Record<string, unknown>
  } else {
    raw = Object.fromEntries(Object.entries(params).filter(([k]) => !NON_OBJECT_KEYS.has(k)))
    if (!Object.keys(raw).length) throw new ApiError(400, 'Missing Argument [objects]')
  }
  const out: ObjectRequest = {}
  for (const [name, v] of Object.entries(raw)) {
    if (v === null || v === '' || v === undefined) out[name] = null
    else if (Array.isArray(v)) out[name] = v.map(String)
    else if (typeof v === 'string') out[name] = v.split(',').map((s) => s.trim()).filter(Boolean)
    else throw new ApiError(400, `Invalid fields requested for object '${name}'`)
  }
  return out
}

const RESTART_COMMANDS = /^\s*(FIRMWARE_RESTART|RESTART)\s*$/im

/** printer.* of printer.md, forwarded to the simulated Klippy. */
export function installPrinterMethods(
  core: SimCore,
  bridge: KlippyBridge,
  gcodeStore: GcodeStore,
  onPrintRequested?: (filename: string, username: string | null) => void,
): void {
  const { klippy } = bridge
  const reg = (d: Parameters<SimCore['registry']['register']>[0]) => core.registry.register(d)
  const klippyCall = async (fn: () => Promise<void> | void) => {
    try {
      await fn()
    } catch (err) {
      throw new ApiError(400, err instanceof Error ? err.message : String(err))
    }
    return 'ok'
  }
  // A restart also clears a simulated shutdown or start-up hang, as it would on a real printer.
  const clearKlippyFaults = () => {
    core.faults.set('klippy-shutdown', false)
    core.faults.set('klippy-starting', false)
  }
  const background = (fn: () => Promise<void>) => {
    fn().catch((err) => core.log(`Klippy restart failed: ${err instanceof Error ? err.message : String(err)}`))
    return 'ok'
  }

  reg({
    method: 'printer.info',
    http: [{ verb: 'GET', path: '/printer/info' }],
    handler() {
      const eff = bridge.requireConnected()
      return { ...klippy.info(), state: eff.state, state_message: eff.message }
    },
  })

  reg({
    method: 'printer.emergency_stop',
    http: [{ verb: 'POST', path: '/printer/emergency_stop' }],
    handler() {
      bridge.requireConnected()
      klippy.emergencyStop()
      return 'ok'
    },
  })

  reg({
    method: 'printer.restart',
    http: [{ verb: 'POST', path: '/printer/restart' }],
    handler() {
      bridge.requireConnected()
      clearKlippyFaults()
      return background(() => klippy.restart())
    },
  })

  reg({
    method: 'printer.firmware_restart',
    http: [{ verb: 'POST', path: '/printer/firmware_restart' }],
    handler() {
      bridge.requireConnected()
      clearKlippyFaults()
      return background(() => klippy.firmwareRestart())
    },
  })

  reg({
    method: 'printer.objects.list',
    http: [{ verb: 'GET', path: '/printer/objects/list' }],
    handler() {
      bridge.requireStarted()
      return { objects: klippy.listObjects() }
    },
  })

  reg({
    method: 'printer.objects.query',
    http: [
      { verb: 'GET', path: '/printer/objects/query' },
      { verb: 'POST', path: '/printer/objects/query' },
    ],
    handler(params) {
      bridge.requireStarted()
      return bridge.query(objectRequest(params))
    },
  })

  reg({
    method: 'printer.objects.subscribe',
    http: [
      { verb: 'GET', path: '/printer/objects/subscribe' },
      { verb: 'POST', path: '/printer/objects/subscribe' },
    ],
    handler(params: Params, ctx: RequestContext) {
      bridge.requireStarted()
      // Over HTTP the subscription is attached to a websocket named by its connection_id.
      const id = ctx.connectionId ?? (params.connection_id !== undefined ? Number(params.connection_id) : undefined)
      if (id === undefined) throw new ApiError(400, 'A persistent connection or a connection_id is required to subscribe')
      const conn = core.connections.get(id)
      if (!conn) throw new ApiError(404, `No connection with id ${id}`)
      return bridge.subscribe(conn, objectRequest(params))
    },
  })

  reg({
    method: 'printer.query_endstops.status',
    http: [{ verb: 'GET', path: '/printer/query_endstops/status' }],
    handler() {
      bridge.refuseUnderFault()
      return klippy.queryEndstops()
    },
  })

  reg({
    method: 'printer.gcode.script',
    http: [{ verb: 'POST', path: '/printer/gcode/script' }],
    async handler(params) {
      bridge.requireStarted()
      // Moonraker hands the call to Klippy as it came: Klipper's webhooks name a missing argument.
      if (params.script === undefined || params.script === null) throw new ApiError(400, 'Missing Argument [script]')
      const script = getString(params, 'script')
      gcodeStore.add(script, 'command')
      if (RESTART_COMMANDS.test(script)) clearKlippyFaults()
      bridge.refuseUnderFault()
      return klippyCall(() => klippy.runGcode(script))
    },
  })

  reg({
    method: 'printer.gcode.help',
    http: [{ verb: 'GET', path: '/printer/gcode/help' }],
    handler() {
      bridge.requireStarted()
      return klippy.gcodeHelp()
    },
  })

  reg({
    method: 'printer.print.start',
    http: [{ verb: 'POST', path: '/printer/print/start' }],
    async handler(params, ctx) {
      const filename = getString(params, 'filename').replace(/^\/+/, '').replace(/^gcodes\//, '')
      bridge.refuseUnderFault()
      core.log(`Requesting Job Start, filename = ${filename}`)
      onPrintRequested?.(filename, ctx.user?.username ?? null)
      return klippyCall(() => klippy.startPrint(filename))
    },
  })

  for (const action of ['pause', 'resume', 'cancel'] as const) {
    reg({
      method: `printer.print.${action}`,
      http: [{ verb: 'POST', path: `/printer/print/${action}` }],
      async handler() {
        bridge.refuseUnderFault()
        return klippyCall(() => klippy[action]())
      },
    })
  }
}
