import { HttpClient } from './http'
import { isMethodMissing, isUnauthorized, MoonrakerError } from './errors'

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
  /** Opens a fresh socket on the renewed token; set by the session (the socket's login is per connection). */
  reauthenticate: (() => Promise<void>) | null = null
  private socketLacks = new Set<string>()
  private reauthenticating: Promise<void> | null = null
  /** The token the socket was last reopened on, so callers refused together reopen it once. */
  private socketToken: string | null = null

  constructor(readonly http: HttpClient) {}

  /** A socket-only method. */
  call<T>(method: string, params?: Record<string, unknown>): Promise<T> {
    return this.viaSocket(() => {
      if (!this.socket) throw new MoonrakerError(0, `Socket not open: ${method}`, method)
      return this.socket.call<T>(method, params)
    })
  }

  /**
   * A socket call through the one door for a refused token (HttpClient.refused): renew the token, reopen
   * the socket on it, try once more; when renewing fails the session has ended and the error stands.
   */
  private async viaSocket<T>(run: () => Promise<T>): Promise<T> {
    const token = this.http.tokens.get().token
    try {
      return await run()
    } catch (error) {
      if (!isUnauthorized(error) || !token) throw error
      if (!(await this.socketRefused(token))) throw error
    }
    try {
      return await run()
    } catch (error) {
      // Refused again on a fresh token and a fresh socket: the session is over.
      if (isUnauthorized(error)) this.http.onUnauthorized?.()
      throw error
    }
  }

  /** Refused on the socket: the door, then one reopen per renewed token, shared by callers refused together. */
  async socketRefused(usedToken: string | null): Promise<boolean> {
    if (!(await this.http.refused(usedToken))) return false
    const fresh = this.http.tokens.get().token
    if (fresh !== this.socketToken) {
      this.socketToken = fresh
      this.reauthenticating = this.reauthenticate?.() ?? Promise.resolve()
    }
    await this.reauthenticating?.catch(() => undefined)
    return true
  }

  /** A method with an HTTP twin: the socket when open, else HTTP. */
  async callEither<T>(method: string, params: Record<string, unknown>, verb: Verb, path: string, opts: { noAuth?: boolean } = {}): Promise<T> {
    const socket = this.socket
    if (socket?.isOpen && !this.socketLacks.has(method)) {
      try {
        // Login and the other calls made without auth have nothing to renew.
        return await (opts.noAuth ? socket.call<T>(method, params) : this.viaSocket(() => socket.call<T>(method, params)))
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
