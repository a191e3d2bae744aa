import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { normalizeIp, type Authenticator } from './auth/authenticator'
import type { Klippy } from '../klippy/types'
import { bridgeUpgrade } from './bridge'
import type { Connection } from './connections'
import type { SimCore } from './core'
import type { CorsPolicy } from './http/cors'
import { processRpcText } from './rpc-dispatch'
import type { RequestContext, SimUser } from './types'

const MAX_CONNECTIONS = 50

function contextOf(conn: Connection): RequestContext {
  return { transport: 'websocket', user: conn.user, connectionId: conn.id, ip: conn.ip }
}

function onMessage(core: SimCore, conn: Connection, data: RawData): void {
  const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString()
  processRpcText(core, text, () => contextOf(conn))
    .then((reply) => {
      if (reply !== null) core.connections.send(conn, reply)
    })
    .catch(() => undefined)
}

/**
 * The primary JSON-RPC websocket at /websocket. The socket opens even without
 * credentials; it then authenticates through server.connection.identify or access.login.
 */
export function attachWebsocket(server: Server, core: SimCore, auth: Authenticator, cors: CorsPolicy, klippy: Klippy): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 16 * 1024 * 1024 })
  const bridge = bridgeUpgrade(klippy, auth)

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://sim.local')
    const path = url.pathname.replace(/\/+$/, '')
    if (core.down || (path !== '/websocket' && path !== '/klippysocket')) {
      socket.destroy()
      return
    }
    // A browser page of a site the CORS policy does not allow may not open the socket either.
    const origin = req.headers.origin
    if (origin && !cors.allows(origin, req.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
      return
    }
    if (core.unavailable || core.connections.count >= MAX_CONNECTIONS) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\n\r\n')
      return
    }
    if (path === '/klippysocket') return bridge(req, socket, head)
    const ip = normalizeIp(req.socket.remoteAddress)
    auth
      .authenticate({ headers: req.headers, query: url.searchParams, ip })
      .catch((): SimUser | null => null)
      .then((user) => {
        wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
          const conn = core.connections.add(ws, ip, user)
          ws.on('message', (data) => onMessage(core, conn, data))
          ws.on('close', () => core.connections.remove(conn.id))
          ws.on('error', () => ws.terminate())
        })
      })
      .catch(() => socket.destroy())
  })
  return wss
}
