import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { Authenticator } from '../auth/authenticator'
import { normalizeIp } from '../auth/authenticator'
import type { SimCore } from '../core'
import { processRpcText } from '../rpc-dispatch'
import { ApiError, type RequestContext, type SimUser } from '../types'
import type { CorsPolicy } from './cors'
import { failRequest, sendError } from './reply'
import { readBody } from './request-args'
import { endpointPath, serveRoute } from './routes'

const ALLOWED_HEADERS =
  'Origin, Accept, Content-Type, X-Requested-With, X-CRSF-Token, Authorization, X-Access-Token, X-Api-Key'

/** What nginx answers while the Moonraker behind it is away: an HTML page, no JSON. */
function sendProxyUnavailable(res: ServerResponse): void {
  const page = '<html><head><title>503 Service Temporarily Unavailable</title></head><body><h1>503 Service Temporarily Unavailable</h1></body></html>'
  res.writeHead(503, 'Service Unavailable', { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(page), 'Cache-Control': 'no-store' })
  res.end(page)
}

/** CORS headers only for the origins the policy allows; any other site's page cannot read an answer. */
function applyCors(cors: CorsPolicy, req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin
  if (!origin || !cors.allows(origin, req.headers.host)) return false
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Expose-Headers', 'Content-Length, Content-Disposition')
  return true
}

function preflight(req: IncomingMessage, res: ServerResponse, allowed: boolean): void {
  // Moonraker answers a preflight only for an allowed origin; any other gets 405, as Tornado does.
  if (!allowed) return sendError(res, new ApiError(405, 'Method Not Allowed'))
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

async function handleRequest(core: SimCore, auth: Authenticator, cors: CorsPolicy, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const allowed = applyCors(cors, req, res)
  if (req.method === 'OPTIONS') return preflight(req, res, allowed)
  const ip = normalizeIp(req.socket.remoteAddress)
  const url = new URL(req.url ?? '/', 'http://sim.local')
  const path = endpointPath(url)
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

  if (req.method === 'POST' && path === '/server/jsonrpc') {
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

  const table = {
    registry: core.registry,
    authorize(needed: boolean | undefined): void {
      if (needed === false) return
      if (authError) throw authError
      if (!user) throw new ApiError(401, 'Unauthorized')
    },
    invoke: core.invoke.bind(core),
  }
  await serveRoute(table, req, res, url, ctx)
}

export interface HttpServer {
  server: Server
  /** Cuts every open TCP connection (keep-alive and upgraded sockets too). */
  destroySockets(): void
}

export function createHttpServer(core: SimCore, auth: Authenticator, cors: CorsPolicy): HttpServer {
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    handleRequest(core, auth, cors, req, res).catch((err: unknown) => failRequest(res, err))
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
