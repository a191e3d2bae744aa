import type { IncomingMessage, ServerResponse } from 'node:http'

/** Parameters of a JSON-RPC call, or the merged query string and JSON body of an HTTP call. */
export type Params = Record<string, unknown>

/** An error with Moonraker's HTTP-style code (400, 401, 403, 404, 503 …) or a JSON-RPC code. */
export class ApiError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export interface SimUser {
  username: string
  source: 'moonraker' | 'ldap'
  created_on: number
}

export interface RequestContext {
  transport: 'http' | 'websocket'
  /** The authenticated user; trusted clients and API-key callers get the special users `_TRUSTED_USER_` / `_API_KEY_USER_`. */
  user: SimUser | null
  /** The WebSocket connection id, when the call came over the socket. */
  connectionId?: number
  /** The remote address of the caller. */
  ip: string
}

export interface HttpRoute {
  verb: 'GET' | 'POST' | 'DELETE'
  path: string
}

export interface MethodDef {
  /** The JSON-RPC method name, e.g. 'server.files.list'. */
  method: string
  /** HTTP endpoints for the same method, e.g. [{ verb: 'GET', path: '/server/files/list' }]. */
  http?: HttpRoute[]
  /** false for the few calls that need no authentication (access/login, access/info, refresh_jwt …). */
  auth?: boolean
  handler(params: Params, ctx: RequestContext): unknown | Promise<unknown>
}

/** A raw HTTP handler for streams (uploads, downloads, MJPEG). Return false to fall through. */
export type RawHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  ctx: RequestContext,
  url: URL,
) => boolean | Promise<boolean>

export interface RawRoute {
  verb: 'GET' | 'POST' | 'DELETE'
  /** Matches when the request path starts with this prefix. */
  prefix: string
  auth?: boolean
  handler: RawHandler
}

/** What every Moonraker component of the sim is given when it is installed. */
export interface SimContext {
  readonly dataDir: string
  readonly timeScale: number
  register(def: MethodDef): void
  registerRaw(route: RawRoute): void
  /** Broadcast a notification to every connected socket: { jsonrpc, method, params }. */
  notify(method: string, params?: unknown[]): void
  /** Append a line to moonraker.log. */
  log(line: string): void
}
