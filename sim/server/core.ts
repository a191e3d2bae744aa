import { setTimeout as sleep } from 'node:timers/promises'
import { ConnectionRegistry } from './connections'
import { FaultSwitches } from './control/faults'
import { notificationText } from './jsonrpc'
import type { LogFile } from './logs'
import { MethodRegistry } from './registry'
import { ApiError, type MethodDef, type Params, type RequestContext, type SimContext } from './types'

const SLOW_REPLY_MS = 1500

/** Shared state of the sim's Moonraker: methods, sockets, faults, logs and lifecycle hooks. */
export class SimCore {
  readonly registry = new MethodRegistry()
  readonly connections = new ConnectionRegistry()
  readonly faults = new FaultSwitches()
  readonly components: string[] = []
  readonly failedComponents: string[] = []
  readonly warnings: string[] = []
  /** While true (host rebooting) every new connection is refused. */
  down = false
  /** While true a proxy in front answers every API call with 503 (the /sim/outage switch). */
  unavailable = false
  private readonly stopHooks: (() => void | Promise<void>)[] = []
  readonly context: SimContext

  constructor(
    readonly dataDir: string,
    readonly timeScale: number,
    private readonly moonrakerLog: LogFile,
  ) {
    this.context = {
      dataDir,
      timeScale,
      register: (def) => this.registry.register(def),
      registerRaw: (route) => this.registry.registerRaw(route),
      notify: (method, params) => this.notify(method, params),
      log: (line) => this.log(line),
    }
  }

  notify(method: string, params?: unknown[]): void {
    if (this.connections.count === 0) return
    this.connections.broadcast(notificationText(method, params))
  }

  log(line: string): void {
    this.moonrakerLog.write(line)
  }

  /** Durations of simulated host activity (updates, reboots) shrink with the time scale, within reason. */
  scaledMs(ms: number, minMs = 20): number {
    return Math.max(minMs, ms / Math.max(1, this.timeScale))
  }

  addComponent(name: string): void {
    if (!this.components.includes(name)) this.components.push(name)
  }

  onStop(hook: () => void | Promise<void>): void {
    this.stopHooks.push(hook)
  }

  async runStopHooks(): Promise<void> {
    for (const hook of this.stopHooks.reverse()) {
      try {
        await hook()
      } catch {
        // keep stopping the rest
      }
    }
  }

  /** The slow-replies fault: every answer, errors included, waits this long. */
  async slowReplyDelay(): Promise<void> {
    if (this.faults.has('slow-replies')) await sleep(SLOW_REPLY_MS)
  }

  /** Runs a method for either transport; HTTP requests were already delayed as a whole. */
  async invoke(def: MethodDef, params: Params, ctx: RequestContext): Promise<unknown> {
    if (ctx.transport === 'websocket') await this.slowReplyDelay()
    if (def.auth !== false && !ctx.user) throw new ApiError(401, 'Unauthorized')
    return await def.handler(params, ctx)
  }
}
