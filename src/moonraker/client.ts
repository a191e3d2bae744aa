import { HttpClient } from './http'
import { isMethodMissing, MoonrakerError } from './errors'

type Verb = 'GET' | 'POST' | 'DELETE'

/** What the API needs of a socket: the real RpcSocket, or a fake in tests. */
export interface RpcTransport {
  readonly isOpen: boolean
  call<T>(method: string, params?: Record<string, unknown>): Promise<T>
}

/**
 * One printer's API: the HTTP client and, once connected, its socket. Calls that Moonraker offers both
 * ways (access.*, server.database.*) go over the socket when it is open and fall back to HTTP for an
 * older server without the socket method.
 */
export class Moonraker {
  socket: RpcTransport | null = null
  private socketLacks = new Set<string>()

  constructor(readonly http: HttpClient) {}

  /** A socket-only method. */
  call<T>(method: string, params?: Record<string, unknown>): Promise<T> {
    if (!this.socket) return Promise.reject(new MoonrakerError(0, `Socket not open: ${method}`, method))
    return this.socket.call<T>(method, params)
  }

  /** A method with an HTTP twin: the socket when open, else HTTP. */
  async callEither<T>(method: string, params: Record<string, unknown>, verb: Verb, path: string, opts: { noAuth?: boolean } = {}): Promise<T> {
    if (this.socket?.isOpen && !this.socketLacks.has(method)) {
      try {
        return await this.socket.call<T>(method, params)
      } catch (error) {
        if (!isMethodMissing(error)) throw error
        this.socketLacks.add(method)
      }
    }
    const isGet = verb === 'GET' || verb === 'DELETE'
    return this.http.request<T>(path, {
      method: verb,
      query: isGet ? (params as Record<string, string>) : undefined,
      body: isGet ? undefined : params,
      noAuth: opts.noAuth,
    })
  }
}

let active: Moonraker | null = null

/** The API of the printer the UI shows now. */
export function moonraker(): Moonraker {
  if (!active) throw new Error('No printer API selected')
  return active
}

export function setActiveMoonraker(client: Moonraker | null): void {
  active = client
}
