import type { SocketLike } from './socket-types'

/** What the page tells the socket worker. */
export type SocketWorkerCommand = { type: 'open'; url: string } | { type: 'send'; data: string } | { type: 'close'; code?: number; reason?: string }
/** What the socket worker tells the page; `messages` are the texts of one delivery, in order. */
export type SocketWorkerReport =
  | { type: 'open' }
  | { type: 'messages'; data: string[] }
  | { type: 'error' }
  | { type: 'close'; code: number; wasClean: boolean; reason: string }

/** The parts of a Worker the socket uses, so tests can swap in a fake. */
export interface WorkerLike {
  onmessage: ((ev: { data: SocketWorkerReport }) => void) | null
  onerror: ((ev: unknown) => void) | null
  postMessage(command: SocketWorkerCommand): void
  terminate(): void
}

const CONNECTING = 0
const OPEN = 1
const CLOSING = 2
const CLOSED = 3

/**
 * A WebSocket that lives in a worker (one worker per connection, ended when it closes): the page's
 * main thread hears the printer's routine status once a second, merged, instead of several times.
 */
export class WorkerSocket implements SocketLike {
  readyState = CONNECTING
  onopen: ((ev: unknown) => void) | null = null
  onclose: ((ev: { code: number; wasClean: boolean; reason?: string }) => void) | null = null
  onmessage: ((ev: { data: unknown }) => void) | null = null
  onerror: ((ev: unknown) => void) | null = null

  constructor(
    url: string,
    private readonly worker: WorkerLike,
    /** The worker could not run its script: the page should not start another. */
    onBroken: () => void = () => undefined,
  ) {
    worker.onmessage = ({ data: r }) => {
      if (this.readyState === CLOSED) return
      if (r.type === 'open') {
        this.readyState = OPEN
        this.onopen?.({})
      } else if (r.type === 'messages') {
        // As with the browser's own socket, messages reach the page only while it is open: a handler
        // that closes it leaves the rest of the delivery to nobody.
        for (const data of r.data) {
          if (this.readyState !== OPEN) return
          this.onmessage?.({ data })
        }
      } else if (r.type === 'error') {
        this.onerror?.({})
      } else {
        this.closed(r.code, r.wasClean, r.reason)
      }
    }
    worker.onerror = () => {
      if (this.readyState === CONNECTING) onBroken()
      this.closed(1006, false, '')
    }
    worker.postMessage({ type: 'open', url })
  }

  send(data: string): void {
    if (this.readyState !== OPEN) throw new DOMException('The socket is not open', 'InvalidStateError')
    this.worker.postMessage({ type: 'send', data })
  }

  close(code?: number, reason?: string): void {
    if (this.readyState >= CLOSING) return
    this.readyState = CLOSING
    this.worker.postMessage({ type: 'close', code, reason })
  }

  private closed(code: number, wasClean: boolean, reason: string): void {
    if (this.readyState === CLOSED) return
    this.readyState = CLOSED
    this.worker.terminate()
    this.onclose?.({ code, wasClean, reason })
  }
}

/** False once a socket worker failed to start (CSP, no workers): sockets are the page's own from then on. */
let workersWork = typeof Worker === 'function'

function startWorker(): WorkerLike {
  return new Worker(new URL('../workers/moonraker-socket.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike
}

/** A worker started ahead of the socket that will need it, so its script loads alongside the start-up calls. */
let spare: WorkerLike | null = null

/** Starts the next socket's worker now (the socket opens only after the host config and the database answer). */
export function warmSocketWorker(): void {
  if (!workersWork || spare) return
  try {
    spare = startWorker()
  } catch {
    workersWork = false
  }
}

/** A socket on the page itself, where no worker can run. */
export function pageSocket(url: string): SocketLike {
  return new WebSocket(url) as unknown as SocketLike
}

/** The socket factory the dashboard uses: the socket in a worker where one can run, the page's own otherwise. */
export function openSocket(url: string): SocketLike {
  if (workersWork) {
    try {
      const worker = spare ?? startWorker()
      spare = null
      return new WorkerSocket(url, worker, () => {
        workersWork = false
      })
    } catch {
      workersWork = false
    }
  }
  return pageSocket(url)
}
