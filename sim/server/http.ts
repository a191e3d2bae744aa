import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { Authenticator } from './auth/authenticator'
import { normalizeIp } from './auth/authenticator'
import { errorInfo, type SimCore } from './core'
import { bodyParams, queryParams, readBody } from './http-params'
import { processRpcText } from './rpc-dispatch'
import type { RequestContext, SimUser } from './types'

const ALLOWED_HEADERS =
  'Origin, Accept, Content-Type, X-Requested-With, X-CRSF-Token, Authorization, X-Access-Token, X-Api-Key'

/** The one JSON writer of the sim's HTTP side; extra headers (Location, …) go with it. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end()
    return
  }
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  })
  res.end(text)
}

/** Moonraker's HTTP status for an error code: itself when it is an HTTP error, else 500 (or 400 for JSON-RPC codes). */
export function httpStatusOf(code: number): number {
  return code >= 400 && code < 600 ? code : code >= 100 && code < 400 ? 500 : 400
}

export function sendError(res: ServerResponse, err: unknown): void {
  const { code, message } = errorInfo(err)
  sendJson(res, httpStatusOf(code), { error: { code, message } })
}

/** What nginx answers while the Moonraker behind it is away: an HTML page, no JSON. */
function sendProxyUnavailable(res: ServerResponse): void {
  const page = '<html><head><title>503 Service Temporarily Unavailable</title></head><body><h1>503 Service Temporarily Unavailable</h1></body></html>'
  res.writeHead(503, 'Service Unavailable', { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(page), 'Cache-Control': 'no-store' })
  res.end(page)
}

/** Any origin may call the API: the dashboard is served from another port. */
function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin
  if (!origin) return
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Expose-Headers', 'Content-Length, Content-Disposition')
}

function preflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  })
  res.end()
}

async function resolveUser(auth: Authenticator, req: IncomingMessage, url: URL, ip: string): Promise<SimUser | null> {
  return auth.authenticate({ headers: req.headers, query: url.searchParams, ip })
}

async function handleRequest(core: SimCore, auth: Authenticator, req: IncomingMessage, res: ServerResponse): Promise<void> {
  applyCors(req, res)
  if (req.method === 'OPTIONS') return preflight(req, res)
  const ip = normalizeIp(req.socket.remoteAddress)
  const url = new URL(req.url ?? '/', 'http://sim.local')
  const verb = req.method ?? 'GET'
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
  if (core.unavailable && !path.startsWith('/sim/')) return sendProxyUnavailable(res)
  if (!path.startsWith('/sim/')) await core.slowReplyDelay()

  // Credentials are checked lazily: routes open to everyone ignore a stale token.
  let authError: unknown = null
  let user: SimUser | null = null
  try {
    user = await resolveUser(auth, req, url, ip)
  } catch (err) {
    authError = err
  }
  const ctx: RequestContext = { transport: 'http', user, ip }

  if (verb === 'POST' && path === '/server/jsonrpc') {
    if (authError) return sendError(res, authError)
    const body = await readBody(req)
    const reply = await processRpcText(core, body.toString('utf8'), () => ctx)
    if (reply === null) {
      res.writeHead(204)
      res.end()
      return
    }
    res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' })
    res.end(reply)
    return
  }

  const def = core.registry.byRoute(verb === 'HEAD' ? 'GET' : verb, path)
  if (def) {
    if (authError && def.auth !== false) return sendError(res, authError)
    const body = verb === 'GET' ? Buffer.alloc(0) : await readBody(req)
    const params = { ...queryParams(url.searchParams), ...bodyParams(body, req.headers['content-type']) }
    const result = await core.invoke(def, params, ctx)
    return sendJson(res, 200, { result: result === undefined ? 'ok' : result })
  }

  for (const route of core.registry.rawRoutes(verb, url.pathname)) {
    if (route.auth !== false) {
      if (authError) return sendError(res, authError)
      if (!user) return sendJson(res, 401, { error: { code: 401, message: 'Unauthorized' } })
    }
    if (await route.handler(req, res, ctx, url)) return
  }

  if (core.registry.hasPath(path)) return sendJson(res, 405, { error: { code: 405, message: 'Method Not Allowed' } })
  sendJson(res, 404, { error: { code: 404, message: 'Not Found' } })
}

export interface HttpServer {
  server: Server
  /** Cuts every open TCP connection (keep-alive and upgraded sockets too). */
  destroySockets(): void
}

export function createHttpServer(core: SimCore, auth: Authenticator): HttpServer {
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    handleRequest(core, auth, req, res).catch((err) => {
      if (!res.headersSent) sendError(res, err)
      else res.destroy()
    })
  })
  server.keepAliveTimeout = 5000
  // A rebooting host answers nothing at all.
  server.on('connection', (socket: Socket) => {
    if (core.down) {
      socket.destroy()
      return
    }
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  return {
    server,
    destroySockets: () => {
      for (const s of sockets) s.destroy()
      sockets.clear()
    },
  }
}
