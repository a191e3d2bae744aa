import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiError, type MethodDef, type Params, type RawRoute, type RequestContext, type SimContext } from '../../types'

export interface Notification {
  method: string
  params: unknown[]
}

/**
 * A minimal Moonraker host for component tests: the registry of MethodDefs and RawRoutes on a
 * real node:http server, with notifications recorded instead of sent to sockets.
 */
export class TestHost {
  readonly notifications: Notification[] = []
  readonly logs: string[] = []
  readonly ctx: SimContext
  private readonly methods = new Map<string, MethodDef>()
  private readonly routes = new Map<string, MethodDef>()
  private readonly raw: RawRoute[] = []
  private server: Server | null = null
  private listeners: ((n: Notification) => void)[] = []
  port = 0

  constructor(dataDir: string, timeScale = 1) {
    this.ctx = {
      dataDir,
      timeScale,
      register: (def) => {
        this.methods.set(def.method, def)
        for (const r of def.http ?? []) this.routes.set(`${r.verb} ${r.path}`, def)
      },
      registerRaw: (route) => {
        this.raw.push(route)
        this.raw.sort((a, b) => b.prefix.length - a.prefix.length)
      },
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
    this.server = createServer((req, res) => {
      void this.dispatch(req, res).then(
        (handled) => {
          if (handled === true) return
          const status = handled.status
          res.writeHead(status, { 'Content-Type': 'application/json' })
          res.end(JSON.stringify(handled.body))
        },
        (err: unknown) => {
          res.writeHead(500)
          res.end(String(err))
        },
      )
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
    const def = this.methods.get(method)
    if (!def) throw new ApiError(-32601, 'Method not found')
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

  private async dispatch(req: IncomingMessage, res: ServerResponse): Promise<true | { status: number; body: unknown }> {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const rctx: RequestContext = { transport: 'http', user: null, ip: '127.0.0.1' }
    for (const route of this.raw) {
      if (route.verb !== req.method || !url.pathname.startsWith(route.prefix)) continue
      if (await route.handler(req, res, rctx, url)) return true
    }
    const def = this.routes.get(`${req.method} ${url.pathname}`)
    if (!def) return { status: 404, body: { error: { code: 404, message: 'Not Found' } } }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const params: Params = Object.fromEntries(url.searchParams)
    if (chunks.length) Object.assign(params, JSON.parse(Buffer.concat(chunks).toString('utf8')) as Params)
    try {
      return { status: 200, body: { result: await def.handler(params, rctx) } }
    } catch (err) {
      const code = err instanceof ApiError ? err.code : 500
      return { status: code, body: { error: { code, message: (err as Error).message } } }
    }
  }
}
