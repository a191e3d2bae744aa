import { Backoff, type WakeSource } from './backoff'
import { isUnauthorized, MoonrakerError, SOCKET_CLOSED } from './errors'
import { SOCKET } from './constants'
import { Keepalive, type KeepaliveTimers } from './keepalive'
import type { RpcNotification, SocketLike, SocketPhase, SocketStatus } from './socket-types'

export type { RpcNotification, SocketLike, SocketPhase, SocketStatus } from './socket-types'

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  method: string
}

export interface RpcSocketOptions {
  /** The full socket URL; may be a function so a fresh oneshot token is fetched before each attempt. */
  url: string | (() => Promise<string>)
  createSocket?: (url: string) => SocketLike
  onStatus?: (status: SocketStatus) => void
  onNotification?: (n: RpcNotification) => void
  /** Called after every successful open (first connect and reconnects). */
  onOpen?: () => void
  /** Called when an open socket is lost, before the reconnect attempts (reset server state, charts, waits). */
  onUncleanClose?: () => void
  timers?: KeepaliveTimers
  now?: () => number
  /** "The user is back" (tab visible, network online): a planned attempt runs at once. */
  wake?: WakeSource
  /** A reply refused the connection's credentials (even the keepalive's): the session's door decides. */
  onRefused?: () => void
}

const OPEN = 1
/** Close code a server uses to refuse an unauthenticated socket. */
const UNAUTHORIZED_CLOSE = 4401
const ABNORMAL_CLOSE = 1006

/**
 * Moonraker's JSON-RPC 2.0 socket: random ids, pending calls without a request timeout, notifications,
 * ping/pong liveness, and a reconnect that never gives up while the page is open (SPEC-NOTES).
 */
export class RpcSocket {
  private socket: SocketLike | null = null
  private pending = new Map<number, Pending>()
  private status: SocketStatus = { phase: 'idle', unauthorized: false, attempts: 0, retryAt: null }
  private readonly timers: KeepaliveTimers
  private readonly now: () => number
  private readonly backoff: Backoff
  private readonly keepalive: Keepalive
  private stopWake: (() => void) | null = null
  private stopped = false
  /** Bumped by every attempt, so a slow token fetch of an older attempt opens nothing. */
  private attemptId = 0

  constructor(private options: RpcSocketOptions) {
    this.timers = options.timers ?? globalThis
    this.now = options.now ?? (() => Date.now())
    this.backoff = new Backoff(() => void this.open().catch(() => undefined), {
      setTimeout: (fn, ms) => this.timers.setTimeout(fn, ms),
      clearTimeout: (handle) => this.timers.clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: this.now,
    })
    // Any reply proves the server alive; server.info is the cheapest call every Moonraker answers.
    const ping = () => void this.call('server.info').catch(() => undefined)
    this.keepalive = new Keepalive(ping, () => this.handlePongTimeout(), this.timers, this.now)
  }

  /**
   * Hands the open connection to a new owner (a printer's light session promoted to the full one):
   * its calls, notifications and reconnects go to the new handlers from now on, the connection stays.
   */
  handOver(handlers: Omit<RpcSocketOptions, 'createSocket' | 'timers' | 'now'>): void {
    this.unlistenWake()
    this.options = { ...this.options, ...handlers }
    if (!this.stopped) this.stopWake = this.options.wake?.(() => this.wake()) ?? null
    this.options.onStatus?.({ ...this.status })
  }

  get phase(): SocketPhase {
    return this.status.phase
  }

  get isOpen(): boolean {
    return this.status.phase === 'open'
  }

  /** Opens the socket; resolves once open, rejects if this attempt fails (the retry policy still runs). */
  connect(): Promise<void> {
    this.stopped = false
    this.backoff.reset()
    this.status = { ...this.status, unauthorized: false, attempts: 0, retryAt: null }
    this.stopWake ??= this.options.wake?.(() => this.wake()) ?? null
    this.abandon()
    return this.open()
  }

  /** "Reconnect now": the planned attempt runs at once; a closed socket connects again; an open one is kept. */
  retryNow(): void {
    if (this.backoff.hurry()) return
    if (this.status.phase === 'closed' || this.status.phase === 'idle') this.connect().catch(() => undefined)
  }

  /** Opens a fresh connection at once, keeping the app's state (no unclean-close reset): e.g. after a new login token. */
  reopen(): Promise<void> {
    this.abandon()
    this.backoff.reset()
    return this.open()
  }

  /** Closes on purpose; a close while disconnecting reconnects only when `reconnect` is true. */
  disconnect(reconnect = false): void {
    this.stopped = !reconnect
    this.backoff.cancel()
    if (!reconnect) this.unlistenWake()
    this.setStatus({ phase: 'disconnecting', retryAt: null })
    if (this.socket && this.socket.readyState <= OPEN) this.socket.close(1000, 'Client closed')
    else if (!reconnect) this.setStatus({ phase: 'closed' })
  }

  /** Marks the socket disconnecting (e.g. a server update): the server's clean close then reconnects. */
  expectServerRestart(): void {
    this.setStatus({ phase: 'disconnecting' })
  }

  call<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T> {
    const socket = this.socket
    if (!socket || socket.readyState !== OPEN) {
      return Promise.reject(new MoonrakerError(0, `Socket not open: ${method}`, method))
    }
    const id = this.nextId()
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, method })
      socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: params ?? {}, id }))
    })
  }

  private nextId(): number {
    let id: number
    do id = Math.floor(Math.random() * 2 ** 31)
    while (this.pending.has(id))
    return id
  }

  private wake(): void {
    if (this.stopped) return
    if (this.backoff.hurry()) return
    // Back from the background: timers there may have slept, so prove the open socket alive now.
    if (this.isOpen) this.keepalive.check()
  }

  private async open(): Promise<void> {
    const attempt = ++this.attemptId
    this.backoff.cancel()
    this.setStatus({ phase: 'connecting', retryAt: null })
    let url: string
    try {
      url = typeof this.options.url === 'string' ? this.options.url : await this.options.url()
    } catch (error) {
      if (attempt === this.attemptId) this.handleClose(false, isUnauthorized(error) ? UNAUTHORIZED_CLOSE : ABNORMAL_CLOSE, false)
      throw error
    }
    if (attempt !== this.attemptId || this.stopped) throw new MoonrakerError(0, 'Connection attempt superseded')
    const create = this.options.createSocket ?? ((u: string) => new WebSocket(u) as unknown as SocketLike)
    return new Promise<void>((resolve, reject) => {
      let socket: SocketLike
      try {
        socket = create(url)
      } catch (error) {
        // A URL the browser refuses outright still counts as a failed attempt, so the retry goes on.
        this.handleClose(false, ABNORMAL_CLOSE, false)
        reject(error)
        return
      }
      this.socket = socket
      let opened = false
      // An unreachable host (rebooting, off the network) can keep an attempt hanging for minutes.
      const hung = this.timers.setTimeout(() => {
        if (this.socket !== socket) return
        this.abandon()
        this.handleClose(false, ABNORMAL_CLOSE, false)
        reject(new MoonrakerError(0, 'Socket connect timeout'))
      }, SOCKET.connectTimeoutMs)
      socket.onopen = () => {
        if (this.socket !== socket) return
        this.timers.clearTimeout(hung)
        opened = true
        this.backoff.reset()
        this.setStatus({ phase: 'open', attempts: 0, retryAt: null })
        this.keepalive.start()
        this.options.onOpen?.()
        resolve()
      }
      // An abandoned socket (pong timeout, reopen) may still deliver queued messages: they belong to nobody.
      socket.onmessage = (ev) => {
        if (this.socket === socket) this.handleMessage(ev.data)
      }
      socket.onerror = () => {
        /* the close event that follows carries the outcome */
      }
      socket.onclose = (ev) => {
        if (this.socket !== socket) return
        this.timers.clearTimeout(hung)
        this.socket = null
        this.handleClose(ev.wasClean && ev.code === 1000, ev.code, opened)
        if (!opened) reject(new MoonrakerError(ev.code === UNAUTHORIZED_CLOSE ? 401 : 0, 'Socket closed'))
      }
    })
  }

  private handleMessage(data: unknown): void {
    this.keepalive.heard()
    if (typeof data !== 'string') return
    let msg: { id?: number; method?: string; params?: unknown[]; result?: unknown; error?: { code: number; message: string } }
    try {
      msg = JSON.parse(data)
    } catch {
      return
    }
    if (msg.method) {
      this.options.onNotification?.({ method: msg.method, params: msg.params })
      return
    }
    if (msg.id === undefined) return
    const pending = this.pending.get(msg.id)
    if (!pending) return
    this.pending.delete(msg.id)
    if (!msg.error) {
      pending.resolve(msg.result)
      return
    }
    const error = new MoonrakerError(msg.error.code, msg.error.message, pending.method)
    if (isUnauthorized(error)) this.options.onRefused?.()
    pending.reject(error)
  }

  private handleClose(clean: boolean, code: number, wasOpen: boolean): void {
    this.keepalive.stop()
    this.rejectPending()
    const wasDisconnecting = this.status.phase === 'disconnecting'
    if (code === UNAUTHORIZED_CLOSE) {
      this.unlistenWake()
      this.setStatus({ phase: 'closed', unauthorized: true, retryAt: null })
      return
    }
    if (this.stopped) {
      this.setStatus({ phase: 'closed', retryAt: null })
      return
    }
    if (clean) {
      // A clean close we were told about (server update) reconnects at once; any other clean close stops.
      if (wasDisconnecting) this.timers.setTimeout(() => void this.open().catch(() => undefined), 0)
      else this.setStatus({ phase: 'closed', retryAt: null })
      return
    }
    if (wasOpen) this.options.onUncleanClose?.()
    this.retryLater()
  }

  private retryLater(): void {
    this.backoff.schedule()
    this.setStatus({ phase: 'connecting', attempts: this.backoff.attempts, retryAt: this.backoff.retryAt })
  }

  /** No reply in time: the connection is dead even if the browser has not noticed. Drop it and retry. */
  private handlePongTimeout(): void {
    this.abandon(4000, 'Pong timeout')
    this.options.onUncleanClose?.()
    this.retryLater()
  }

  /** Lets go of the current socket without reacting to its close (it may close much later, or never). */
  private abandon(code = 1000, reason = 'Client closed'): void {
    const socket = this.socket
    this.socket = null
    this.keepalive.stop()
    this.rejectPending()
    if (!socket) return
    try {
      if (socket.readyState <= OPEN) socket.close(code, reason)
    } catch {
      /* already gone */
    }
  }

  private unlistenWake(): void {
    this.stopWake?.()
    this.stopWake = null
  }

  private rejectPending(): void {
    for (const [, p] of this.pending) p.reject(new MoonrakerError(0, SOCKET_CLOSED, p.method))
    this.pending.clear()
  }

  private setStatus(change: Partial<SocketStatus>): void {
    this.status = { ...this.status, ...change }
    this.options.onStatus?.({ ...this.status })
  }
}
