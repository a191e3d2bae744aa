import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WebSocket } from 'ws'
import type { KlippyFactory, RunningSim, SimOptions } from '../app'
import { startSim } from '../../index'
import { createFakeKlippy, type FakeKlippy } from './fake-klippy'

export interface RpcNotification {
  method: string
  params?: unknown[]
}

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** A JSON-RPC websocket client for the tests. */
export class RpcClient {
  readonly notifications: RpcNotification[] = []
  private nextId = 1
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>()
  private waiters: { method: string; pred: (n: RpcNotification) => boolean; resolve(n: RpcNotification): void }[] = []
  closed: Promise<number>

  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)))
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString())
      if (Array.isArray(msg)) return
      if (msg.id !== undefined && this.pending.has(msg.id)) {
        const p = this.pending.get(msg.id)!
        this.pending.delete(msg.id)
        if (msg.error) p.reject(new RpcError(msg.error.code, msg.error.message))
        else p.resolve(msg.result)
      } else if (msg.method) {
        this.notifications.push(msg)
        this.waiters = this.waiters.filter((w) => {
          if (w.method === msg.method && w.pred(msg)) {
            w.resolve(msg)
            return false
          }
          return true
        })
      }
    })
  }

  static connect(url: string, query = ''): Promise<RpcClient> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/websocket${query}`)
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RpcClient(ws)))
      ws.once('error', reject)
    })
  }

  call<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T> {
    const id = this.nextId++
    this.ws.send(JSON.stringify({ jsonrpc: '2.0', method, params, id }))
    return new Promise<T>((resolve, reject) => this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject }))
  }

  /** Sends raw text and resolves with the next reply frame. */
  raw(text: string): Promise<unknown> {
    return new Promise((resolve) => {
      this.ws.once('message', (data) => resolve(JSON.parse(data.toString())))
      this.ws.send(text)
    })
  }

  waitFor(method: string, pred: (n: RpcNotification) => boolean = () => true, timeoutMs = 5000): Promise<RpcNotification> {
    const seen = this.notifications.find((n) => n.method === method && pred(n))
    if (seen) return Promise.resolve(seen)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${method}`)), timeoutMs)
      this.waiters.push({
        method,
        pred,
        resolve: (n) => {
          clearTimeout(timer)
          resolve(n)
        },
      })
    })
  }

  close(): void {
    this.ws.close()
  }
}

export interface HttpReply {
  status: number
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers
}

export interface TestSim {
  sim: RunningSim
  dataDir: string
  url: string
  klippy: () => FakeKlippy | undefined
  request(verb: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpReply>
  rpc(query?: string): Promise<RpcClient>
  restart(extra?: Partial<SimOptions>): Promise<void>
  close(): Promise<void>
}

/** Starts the sim on a free port in a temp folder; `fake` swaps in the small stand-in Klippy. */
export async function startTestSim(opts: Partial<SimOptions> & { fake?: boolean; dataDir?: string } = {}): Promise<TestSim> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'stratum-sim-'))
  let fakeKlippy: FakeKlippy | undefined
  const factory: KlippyFactory | undefined =
    opts.fake === false
      ? undefined
      : (o) => {
          fakeKlippy = createFakeKlippy(o)
          return fakeKlippy
        }
  const clients: RpcClient[] = []
  const launch = (extra: Partial<SimOptions> = {}) =>
    startSim({ port: 0, dataDir, timeScale: 50, ...opts, ...extra }, { createKlippy: factory })
  let sim = await launch()
  const t: TestSim = {
    get sim() {
      return sim
    },
    dataDir,
    get url() {
      return sim.url
    },
    klippy: () => fakeKlippy,
    async request(verb, path, body, headers = {}) {
      const res = await fetch(`${sim.url}${path}`, {
        method: verb,
        headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      })
      const text = await res.text()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {
        // not JSON
      }
      return { status: res.status, body: parsed, headers: res.headers }
    },
    async rpc(query = '') {
      const c = await RpcClient.connect(sim.url, query)
      clients.push(c)
      return c
    },
    async restart(extra) {
      await sim.stop()
      sim = await launch(extra)
    },
    async close() {
      for (const c of clients) c.close()
      await sim.stop()
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return t
}

export async function until<T>(fn: () => T | Promise<T>, timeoutMs = 5000, stepMs = 20): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = await fn()
    if (v) return v as NonNullable<T>
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, stepMs))
  }
}
