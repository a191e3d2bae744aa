import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { failRequest } from '../http/reply'
import { serveRoute, type RouteTable } from '../http/routes'
import { METHOD_NOT_FOUND } from '../jsonrpc'
import { MethodRegistry } from '../registry'
import { ApiError, type Params, type RequestContext, type SimContext } from '../types'

export interface Notification {
  method: string
  params: unknown[]
}

/**
 * A minimal Moonraker host for component tests: the method table on a real node:http server,
 * served by the sim's own routing (no authentication), with notifications recorded instead of
 * sent to sockets.
 */
export class TestHost {
  readonly notifications: Notification[] = []
  readonly logs: string[] = []
  readonly ctx: SimContext
  private readonly registry = new MethodRegistry()
  private server: Server | null = null
  private listeners: ((n: Notification) => void)[] = []
  port = 0

  constructor(dataDir: string, timeScale = 1) {
    this.ctx = {
      dataDir,
      timeScale,
      register: (def) => this.registry.register(def),
      registerRaw: (route) => this.registry.registerRaw(route),
      notify: (method, params = []) => {
        const n = { method, params }
        this.notifications.push(n)
        for (const l of this.listeners) l(n)
      },
      log: (line) => this.logs.push(line),
    }
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  async listen(): Promise<void> {
    const table: RouteTable = {
      registry: this.registry,
      authorize: () => undefined,
      invoke: async (def, params, ctx) => def.handler(params, ctx),
    }
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const ctx: RequestContext = { transport: 'http', user: null, ip: '127.0.0.1' }
      serveRoute(table, req, res, url, ctx).catch((err: unknown) => failRequest(res, err))
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.port = (this.server!.address() as AddressInfo).port
  }

  async close(): Promise<void> {
    if (!this.server) return
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server!.close(() => resolve()))
  }

  /** Calls a method as a socket client would; ApiErrors are thrown. */
  async call(method: string, params: Params = {}, user: RequestContext['user'] = null): Promise<unknown> {
    const def = this.registry.byMethod(method)
    if (!def) throw new ApiError(METHOD_NOT_FOUND, 'Method not found')
    return def.handler(params, { transport: 'websocket', user, ip: '127.0.0.1', connectionId: 1 })
  }

  /** Resolves with the first notification (already sent or future) that matches. */
  waitFor(method: string, match: (params: unknown[]) => boolean = () => true, timeoutMs = 5000): Promise<Notification> {
    const found = this.notifications.find((n) => n.method === method && match(n.params))
    if (found) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners = this.listeners.filter((l) => l !== listener)
        reject(new Error(`No ${method} notification within ${timeoutMs} ms`))
      }, timeoutMs)
      const listener = (n: Notification): void => {
        if (n.method !== method || !match(n.params)) return
        clearTimeout(timer)
        this.listeners = this.listeners.filter((l) => l !== listener)
        resolve(n)
      }
      this.listeners.push(listener)
    })
  }
}
