import { MoonrakerError } from './errors'
import { SOCKET } from './constants'

/** The socket's life: connecting → open → (closed | disconnecting → connecting …). */
export type SocketPhase = 'idle' | 'connecting' | 'open' | 'disconnecting' | 'closed'

export interface SocketStatus {
  phase: SocketPhase
  /** Set when the server refused the socket with 401: no retry. */
  unauthorized: boolean
  /** Reconnect attempts made since the last unclean close. */
  attempts: number
}

export interface RpcNotification {
  method: string
  params?: unknown[]
}

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  method: string
}

/** The parts of a browser WebSocket we use, so tests can swap in a fake. */
export interface SocketLike {
  readyState: number
  onopen: ((ev: unknown) => void) | null
  onclose: ((ev: { code: number; wasClean: boolean; reason?: string }) => void) | null
  onmessage: ((ev: { data: unknown }) => void) | null
  onerror: ((ev: unknown) => void) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}

export interface RpcSocketOptions {
  /** The full socket URL; may be a function so a fresh oneshot token is fetched before each attempt. */
  url: string | (() => Promise<string>)
  createSocket?: (url: string) => SocketLike
  onStatus?: (status: SocketStatus) => void
  onNotification?: (n: RpcNotification) => void
  /** Called after every successful open (first connect and reconnects). */
  onOpen?: () => void
  /** Called after an unclean close, before the reconnect attempts (reset server state, charts, waits). */
  onUncleanClose?: () => void
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>
}

const OPEN = 1
/** Close code a server uses to refuse an unauthenticated socket. */
const UNAUTHORIZED_CLOSE = 4401

/**
 * Moonraker's JSON-RPC 2.0 socket: random ids, pending calls without a request timeout,
 * notifications, ping/pong liveness and the reconnect policy of SPEC §4.
 */
export class RpcSocket {
  private socket: SocketLike | null = null
  private pending = new Map<number, Pending>()
  private status: SocketStatus = { phase: 'idle', unauthorized: false, attempts: 0 }
  private pingTimer: ReturnType<typeof setInterval> | null = null
  private pongTimer: ReturnType<typeof setTimeout> | null = null
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private readonly timers: NonNullable<RpcSocketOptions['timers']>
  private stopped = false

  constructor(private readonly options: RpcSocketOptions) {
    this.timers = options.timers ?? globalThis
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
    this.status = { ...this.status, unauthorized: false, attempts: 0 }
    return this.open()
  }

  /** Closes on purpose; a close while disconnecting reconnects only when `reconnect` is true. */
  disconnect(reconnect = false): void {
    this.stopped = !reconnect
    this.clearRetry()
    this.setPhase('disconnecting')
    if (this.socket && this.socket.readyState <= OPEN) this.socket.close(1000, 'Client closed')
    else if (!reconnect) this.setPhase('closed')
  }

  /** Marks the socket disconnecting (e.g. a server update): the server's clean close then reconnects. */
  expectServerRestart(): void {
    this.setPhase('disconnecting')
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

  private async open(): Promise<void> {
    this.clearRetry()
    this.setPhase('connecting')
    let url: string
    try {
      url = typeof this.options.url === 'string' ? this.options.url : await this.options.url()
    } catch (error) {
      this.handleClose(false, error instanceof MoonrakerError && error.code === 401 ? UNAUTHORIZED_CLOSE : 1006)
      throw error
    }
    const create = this.options.createSocket ?? ((u: string) => new WebSocket(u) as unknown as SocketLike)
    return new Promise<void>((resolve, reject) => {
      const socket = create(url)
      this.socket = socket
      let opened = false
      socket.onopen = () => {
        opened = true
        this.status = { ...this.status, attempts: 0 }
        this.setPhase('open')
        this.startPing()
        this.options.onOpen?.()
        resolve()
      }
      socket.onmessage = (ev) => this.handleMessage(ev.data)
      socket.onerror = () => {
        /* the close event that follows carries the outcome */
      }
      socket.onclose = (ev) => {
        if (this.socket !== socket) return
        this.socket = null
        this.handleClose(ev.wasClean && ev.code === 1000, ev.code)
        if (!opened) reject(new MoonrakerError(ev.code === UNAUTHORIZED_CLOSE ? 401 : 0, 'Socket closed'))
      }
    })
  }

  private handleMessage(data: unknown): void {
    this.resetPong()
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
    if (msg.error) pending.reject(new MoonrakerError(msg.error.code, msg.error.message, pending.method))
    else pending.resolve(msg.result)
  }

  private handleClose(clean: boolean, code: number): void {
    this.stopPing()
    this.rejectPending()
    const wasDisconnecting = this.status.phase === 'disconnecting'
    if (code === UNAUTHORIZED_CLOSE) {
      this.status = { ...this.status, unauthorized: true }
      this.setPhase('closed')
      return
    }
    if (clean) {
      if (wasDisconnecting && !this.stopped) this.scheduleRetry(0)
      else this.setPhase('closed')
      return
    }
    if (this.stopped) {
      this.setPhase('closed')
      return
    }
    this.options.onUncleanClose?.()
    if (this.status.attempts < SOCKET.reconnectAttempts) {
      this.status = { ...this.status, attempts: this.status.attempts + 1 }
      this.setPhase('connecting')
      this.scheduleRetry(SOCKET.retryDelayMs)
    } else {
      this.setPhase('closed')
    }
  }

  private scheduleRetry(delay: number): void {
    this.clearRetry()
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null
      this.open().catch(() => undefined)
    }, delay)
  }

  private clearRetry(): void {
    if (this.retryTimer) this.timers.clearTimeout(this.retryTimer)
    this.retryTimer = null
  }

  private startPing(): void {
    this.stopPing()
    this.pingTimer = this.timers.setInterval(() => {
      if (!this.socket || this.socket.readyState !== OPEN) return
      // Any reply proves the server alive; server.info is the cheapest call every Moonraker answers.
      this.call('server.info').catch(() => undefined)
      if (!this.pongTimer) {
        this.pongTimer = this.timers.setTimeout(() => this.handlePongTimeout(), SOCKET.pongTimeoutMs)
      }
    }, SOCKET.pingIntervalMs)
  }

  private resetPong(): void {
    if (this.pongTimer) this.timers.clearTimeout(this.pongTimer)
    this.pongTimer = null
  }

  private handlePongTimeout(): void {
    this.pongTimer = null
    const socket = this.socket
    this.socket = null
    this.stopPing()
    this.rejectPending()
    this.setPhase('connecting')
    try {
      socket?.close(4000, 'Pong timeout')
    } catch {
      /* already gone */
    }
    this.options.onUncleanClose?.()
    this.status = { ...this.status, attempts: this.status.attempts + 1 }
    this.scheduleRetry(SOCKET.retryDelayMs)
  }

  private stopPing(): void {
    if (this.pingTimer) this.timers.clearInterval(this.pingTimer)
    this.pingTimer = null
    this.resetPong()
  }

  private rejectPending(): void {
    for (const [, p] of this.pending) p.reject(new MoonrakerError(0, 'Socket closed', p.method))
    this.pending.clear()
  }

  private setPhase(phase: SocketPhase): void {
    this.status = { ...this.status, phase }
    this.options.onStatus?.({ ...this.status })
  }
}
