import type { Klippy, KlippyState, StatusMap } from '../../klippy/types'
import { SHUTDOWN_HINT, TIMER_TOO_CLOSE_HINT } from '../../klippy/lifecycle'
import type { Connection } from '../connections'
import type { SimCore } from '../core'
import { notificationText } from '../jsonrpc'
import { ApiError } from '../types'

/** Printer objects a connection subscribed to: object name → fields (null = every field). */
export type ObjectRequest = Record<string, string[] | null>

export interface EffectiveState {
  state: KlippyState
  message: string
}

const DISCONNECTED_MESSAGE = 'Klippy Host not connected'
const STARTUP_FAULT_MESSAGE =
  'Printer is not ready\nThe host software is still connecting to the micro-controller. Please retry in a few moments.'
const SHUTDOWN_FAULT_MESSAGE = `MCU 'mcu' shutdown: Timer too close${TIMER_TOO_CLOSE_HINT}${SHUTDOWN_HINT}`

interface Sub {
  objects: ObjectRequest
  /** Connections with identical requests share one serialized update per tick. */
  key: string
}

function pick(changes: StatusMap, objects: ObjectRequest): StatusMap | null {
  let out: StatusMap | null = null
  for (const name in objects) {
    const ch = changes[name]
    if (!ch) continue
    const fields = objects[name]
    if (fields === null) {
      ;(out ??= {})[name] = ch
      continue
    }
    let part: Record<string, unknown> | null = null
    for (const f of fields) if (f in ch) (part ??= {})[f] = ch[f]
    if (part) (out ??= {})[name] = part
  }
  return out
}

/**
 * Moonraker's connection to Klippy: the state clients see (with the fault overlays),
 * per-connection subscriptions and the forwarding of Klippy's events.
 */
export class KlippyBridge {
  private readonly subs = new Map<number, Sub>()
  private lastState: KlippyState
  private lastEventtime = 0
  private stateListeners: ((state: KlippyState, prev: KlippyState) => void)[] = []
  private responseListeners: ((line: string) => void)[] = []

  constructor(
    private readonly core: SimCore,
    readonly klippy: Klippy,
  ) {
    this.lastState = this.effective.state
    klippy.on('state', () => this.reevaluate())
    klippy.on('status', (changes, eventtime) => this.forwardStatus(changes, eventtime))
    klippy.on('gcode_response', (line) => this.forwardResponse(line))
    core.faults.onChange((flag, on) => {
      if (flag.startsWith('klippy-')) this.reevaluate()
      if (flag === 'filament-runout') klippy.setFilamentRunout?.(on)
    })
    core.connections.onClose((c) => {
      this.subs.delete(c.id)
      this.updateWatched()
    })
    this.updateWatched()
  }

  /** Klippy's state as clients see it: a fault switch overrides the real one. */
  get effective(): EffectiveState {
    const f = this.core.faults
    if (f.has('klippy-disconnected')) return { state: 'disconnected', message: DISCONNECTED_MESSAGE }
    if (f.has('klippy-shutdown')) return { state: 'shutdown', message: SHUTDOWN_FAULT_MESSAGE }
    if (f.has('klippy-starting')) return { state: 'startup', message: STARTUP_FAULT_MESSAGE }
    const state = this.klippy.state
    return { state, message: state === 'disconnected' ? DISCONNECTED_MESSAGE : this.klippy.stateMessage }
  }

  get overlayActive(): boolean {
    const f = this.core.faults
    return f.has('klippy-disconnected') || f.has('klippy-shutdown') || f.has('klippy-starting')
  }

  get eventtime(): number {
    return this.lastEventtime || Math.round(process.uptime() * 1000) / 1000
  }

  onState(listener: (state: KlippyState, prev: KlippyState) => void): void {
    this.stateListeners.push(listener)
  }

  onResponse(listener: (line: string) => void): void {
    this.responseListeners.push(listener)
  }

  /** 503 unless Moonraker holds a connection to Klippy. */
  requireConnected(): EffectiveState {
    const eff = this.effective
    if (eff.state === 'disconnected') throw new ApiError(503, DISCONNECTED_MESSAGE)
    return eff
  }

  /** 503 while Klippy is disconnected or still starting up. */
  requireStarted(): EffectiveState {
    const eff = this.requireConnected()
    if (eff.state === 'startup') throw new ApiError(503, 'Klippy not ready')
    return eff
  }

  /** For commands Klipper would refuse: the simulated shutdown answers like a real one. */
  refuseUnderFault(): void {
    const eff = this.requireStarted()
    if (this.overlayActive && eff.state !== 'ready') throw new ApiError(400, eff.message.split('\n')[0])
  }

  printState(): string {
    if (this.effective.state === 'disconnected') return 'standby'
    const s = this.klippy.query({ print_stats: ['state'] }).status.print_stats?.state
    return typeof s === 'string' ? s : 'standby'
  }

  isPrinting(): boolean {
    return this.printState() === 'printing'
  }

  query(objects: ObjectRequest): { eventtime: number; status: StatusMap } {
    const result = this.klippy.query(objects)
    if (this.overlayActive && 'webhooks' in result.status) {
      const eff = this.effective
      const fields = objects.webhooks
      const patched: Record<string, unknown> = { ...result.status.webhooks }
      if (!fields || fields.includes('state')) patched.state = eff.state
      if (!fields || fields.includes('state_message')) patched.state_message = eff.message
      result.status.webhooks = patched
    }
    return result
  }

  /** Replaces the connection's subscription (an empty request cancels it) and returns the full current status. */
  subscribe(conn: Connection, objects: ObjectRequest): { eventtime: number; status: StatusMap } {
    if (Object.keys(objects).length === 0) {
      this.subs.delete(conn.id)
      this.updateWatched()
      return { eventtime: this.eventtime, status: {} }
    }
    const key = JSON.stringify(Object.keys(objects).sort().map((k) => [k, objects[k]]))
    this.subs.set(conn.id, { objects, key })
    this.updateWatched()
    return this.query(objects)
  }

  private updateWatched(): void {
    this.klippy.setWatched?.(this.subs.size > 0)
  }

  subscriptionCount(): number {
    return this.subs.size
  }

  private forwardStatus(changes: StatusMap, eventtime: number): void {
    this.lastEventtime = eventtime
    if (this.subs.size === 0) return
    const eff = this.effective
    if (eff.state === 'disconnected' || (this.overlayActive && eff.state === 'startup')) return
    if (this.overlayActive && changes.webhooks) {
      changes = { ...changes }
      delete changes.webhooks
    }
    const texts = new Map<string, string | null>()
    for (const [id, sub] of this.subs) {
      const conn = this.core.connections.get(id)
      if (!conn?.user) continue
      let text = texts.get(sub.key)
      if (text === undefined) {
        const filtered = pick(changes, sub.objects)
        text = filtered ? notificationText('notify_status_update', [filtered, eventtime]) : null
        texts.set(sub.key, text)
      }
      if (text) this.core.connections.send(conn, text, true)
    }
  }

  private forwardResponse(line: string): void {
    const eff = this.effective
    if (this.overlayActive && (eff.state === 'disconnected' || eff.state === 'startup')) return
    for (const l of this.responseListeners) l(line)
    this.core.notify('notify_gcode_response', [line])
  }

  /** Sends webhooks' new state to the connections subscribed to it. */
  private pushWebhooks(eff: EffectiveState): void {
    this.forwardStatusRaw({ webhooks: { state: eff.state, state_message: eff.message } })
  }

  private forwardStatusRaw(changes: StatusMap): void {
    for (const [id, sub] of this.subs) {
      const conn = this.core.connections.get(id)
      const filtered = pick(changes, sub.objects)
      if (conn?.user && filtered) {
        this.core.connections.send(conn, notificationText('notify_status_update', [filtered, this.eventtime]))
      }
    }
  }

  private reevaluate(): void {
    const eff = this.effective
    const prev = this.lastState
    if (eff.state === prev) return
    this.lastState = eff.state
    this.core.log(`Klippy state changed: ${prev} -> ${eff.state}`)
    switch (eff.state) {
      case 'ready':
        this.core.notify('notify_klippy_ready')
        break
      case 'shutdown':
        this.pushWebhooks(eff)
        this.core.notify('notify_klippy_shutdown')
        break
      case 'error':
        this.pushWebhooks(eff)
        break
      case 'disconnected':
      case 'startup':
        // The connection to Klippy was lost (a restart drops it too); subscriptions go with it.
        this.subs.clear()
        this.updateWatched()
        if (prev !== 'disconnected' && prev !== 'startup') this.core.notify('notify_klippy_disconnected')
        break
    }
    for (const l of this.stateListeners) l(eff.state, prev)
  }
}
