/**
 * Moonraker's bridge websocket `/klippysocket`: Klipper's own API (its JSON requests and
 * replies, without the ETX framing) passed through. Opening it needs the same credentials as any
 * request (a oneshot token from a browser) and a connected Klippy; it closes with 1001 when
 * Klippy goes away.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import type { Klippy } from '../klippy/types'
import { WebRequestError } from '../klippy/printer/resonance/station'
import { normalizeIp, type Authenticator } from './auth/authenticator'
import { httpError } from './errors'

interface KlipperRequest {
  id?: unknown
  method?: unknown
  params?: unknown
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Answers one Klipper API request; subscriptions keep sending through `send` afterwards. */
async function answer(klippy: Klippy, req: KlipperRequest, send: (msg: unknown) => boolean): Promise<unknown> {
  const params = isRecord(req.params) ? req.params : {}
  switch (req.method) {
    case 'info':
      return klippy.info()
    case 'objects/list':
      return { objects: klippy.listObjects() }
    case 'objects/query': {
      const objects = isRecord(params.objects) ? params.objects : {}
      return klippy.query(Object.fromEntries(Object.entries(objects).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : null])))
    }
    case 'gcode/script':
      await klippy.runGcode(String(params.script ?? ''))
      return {}
    case 'adxl345/dump_adxl345':
      if (klippy.resonance) {
        const template = isRecord(params.response_template) ? params.response_template : {}
        return klippy.resonance.dump(params, (batch) => send({ ...template, params: batch }))
      }
  }
  throw new WebRequestError(`webhooks: No registered callback for path '${String(req.method)}'`)
}

function onMessage(klippy: Klippy, ws: WebSocket, text: string): void {
  let req: KlipperRequest
  try {
    req = JSON.parse(text) as KlipperRequest
  } catch {
    return // Klipper drops what it cannot decode.
  }
  const send = (msg: unknown) => {
    if (ws.readyState !== ws.OPEN) return false
    ws.send(JSON.stringify(msg))
    return true
  }
  answer(klippy, req, send)
    .then((result) => req.id !== undefined && send({ id: req.id, result }))
    .catch((e: unknown) => req.id !== undefined && send({ id: req.id, error: { error: 'WebRequestError', message: e instanceof Error ? e.message : String(e) } }))
}

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: { code: status, message } })
  const reason = status === 401 ? 'Unauthorized' : status === 503 ? 'Service Unavailable' : 'Error'
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
}

export function bridgeUpgrade(klippy: Klippy, auth: Authenticator): (req: IncomingMessage, socket: Duplex, head: Buffer) => void {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 16 * 1024 * 1024 })
  const open = new Set<WebSocket>()
  klippy.on('state', (state) => {
    if (state !== 'disconnected') return
    for (const ws of open) ws.close(1001, 'Klippy Disconnected')
  })
  return (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://sim.local')
    const ip = normalizeIp(req.socket.remoteAddress)
    auth
      .authenticate({ headers: req.headers, query: url.searchParams, ip })
      .then((user) => {
        if (!user) return refuse(socket, 401, 'Unauthorized')
        if (klippy.state === 'disconnected') return refuse(socket, 503, 'Klippy Unix Connection Not Available')
        wss.handleUpgrade(req, socket, head, (ws) => {
          open.add(ws)
          ws.on('message', (data, binary) => onMessage(klippy, ws, Buffer.isBuffer(data) ? data.toString('utf8') : binary ? '' : String(data)))
          ws.on('close', () => open.delete(ws))
          ws.on('error', () => ws.terminate())
        })
      })
      .catch((err: unknown) => {
        const { status, message } = httpError(err)
        refuse(socket, status, message)
      })
      .catch(() => socket.destroy())
  }
}
