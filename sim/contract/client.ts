/** A bare Moonraker client for the contract runs: JSON-RPC over the socket and plain HTTP. */
import WebSocket from 'ws'

export interface RpcAnswer {
  result?: unknown
  error?: { code: number; message: string }
}

export interface Notification {
  method: string
  params?: unknown[]
  at: number
}

export class ContractClient {
  readonly notifications: Notification[] = []
  private nextId = 1
  private readonly pending = new Map<number, (a: RpcAnswer) => void>()

  private constructor(
    readonly url: string,
    private readonly ws: WebSocket,
  ) {
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { id?: number; method?: string; params?: unknown[]; result?: unknown; error?: { code: number; message: string } }
      if (msg.id !== undefined && this.pending.has(msg.id)) {
        this.pending.get(msg.id)!(msg.error ? { error: { code: msg.error.code, message: msg.error.message } } : { result: msg.result })
        this.pending.delete(msg.id)
      } else if (msg.method) {
        this.notifications.push({ method: msg.method, params: msg.params, at: Date.now() })
      }
    })
  }

  static open(url: string): Promise<ContractClient> {
    const ws = new WebSocket(url.replace(/^http/, 'ws').replace(/\/$/, '') + '/websocket')
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new ContractClient(url.replace(/\/$/, ''), ws)))
      ws.once('error', reject)
    })
  }

  call(method: string, params?: Record<string, unknown>, timeoutMs = 30_000): Promise<RpcAnswer> {
    const id = this.nextId++
    this.ws.send(JSON.stringify({ jsonrpc: '2.0', method, ...(params ? { params } : {}), id }))
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method} timed out`)), timeoutMs)
      this.pending.set(id, (a) => {
        clearTimeout(timer)
        resolve(a)
      })
    })
  }

  async http(verb: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const init: RequestInit = { method: verb }
    if (body instanceof FormData) init.body = body
    else if (body !== undefined) {
      init.body = JSON.stringify(body)
      init.headers = { 'Content-Type': 'application/json' }
    }
    const res = await fetch(this.url + path, init)
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed }
  }

  /** Resolves once a notification matching `test` arrived after `since`. */
  async waitFor(test: (n: Notification) => boolean, timeoutMs = 60_000, since = 0): Promise<Notification> {
    const end = Date.now() + timeoutMs
    for (;;) {
      const hit = this.notifications.find((n) => n.at >= since && test(n))
      if (hit) return hit
      if (Date.now() > end) throw new Error('notification did not come')
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  close(): void {
    this.ws.close()
  }
}
