/** A printer for the session tests: its socket answers start-up as a ready printer, its HTTP as the test says. */
import { beforeEach, vi } from 'vitest'
import type { SocketLike } from '../../moonraker/rpc'
import { setSocketFactory } from '../socket-link'
import { wireSync } from '../sync'

/** A Moonraker socket that answers the start-up calls of a ready printer. */
export class FakePrinterSocket implements SocketLike {
  readyState = 0
  onopen: SocketLike['onopen'] = null
  onclose: SocketLike['onclose'] = null
  onmessage: SocketLike['onmessage'] = null
  onerror: SocketLike['onerror'] = null
  methods: string[] = []
  constructor(readonly url: string) {
    queueMicrotask(() => {
      this.readyState = 1
      this.onopen?.({})
    })
  }
  send(data: string) {
    const { id, method } = JSON.parse(data) as { id: number; method: string }
    this.methods.push(method)
    const answers: Record<string, unknown> = {
      'server.connection.identify': { connection_id: 1 },
      'server.info': { klippy_connected: true, klippy_state: 'ready', components: [], failed_components: [], registered_directories: [], warnings: [] },
      'printer.info': { state: 'ready', state_message: 'Printer is ready', hostname: 'voron' },
      'printer.objects.list': { objects: ['toolhead', 'print_stats'] },
      'server.config': { config: {} },
      'printer.objects.subscribe': { eventtime: 1, status: { toolhead: { homed_axes: 'xyz' }, print_stats: { state: 'standby', filename: '' } } },
      'server.gcode_store': { gcode_store: [] },
      'printer.gcode.help': {},
      'server.temperature_store': {},
    }
    const reply = method in answers ? { result: answers[method] } : { error: { code: -32601, message: 'Method not found' } }
    const answer = () => this.onmessage?.({ data: JSON.stringify({ jsonrpc: '2.0', id, ...reply }) })
    if (this.held && KLIPPY_START.includes(method)) this.held.push(answer)
    else setTimeout(answer)
  }
  /** Set: replies to Klippy's start-up calls wait until released. */
  held: (() => void)[] | null = null
  release() {
    const held = this.held ?? []
    this.held = null
    for (const answer of held) answer()
  }
  close(code = 1000) {
    this.readyState = 3
    this.onclose?.({ code, wasClean: code === 1000 })
  }
  drop() {
    this.readyState = 3
    this.onclose?.({ code: 1006, wasClean: false })
  }
}

/** Klippy's start-up calls, in the order they go out. */
export const KLIPPY_START = ['server.info', 'printer.info', 'printer.objects.list', 'server.config']

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Moonraker's HTTP at start-up: config.json, the login sources, the database (as it answers), the user. */
export function fakeHttp(database: 'ok' | 'unauthorized' | 'down' | (() => 'ok' | 'down')) {
  return vi.fn(async (input: string | URL | Request) => {
    const url = String(input)
    if (url.includes('config.json')) return json({ apiUrl: 'http://printer.test:7125' })
    const state = typeof database === 'function' ? database() : database
    // nginx in front of a Moonraker that is restarting: an HTML page, no JSON.
    if (state === 'down') return new Response('<html>503 Service Temporarily Unavailable</html>', { status: 503, statusText: 'Service Unavailable' })
    if (url.includes('/access/info')) return json({ result: { default_source: 'moonraker', available_sources: ['moonraker'] } })
    if (url.includes('/server/database/item')) return state === 'ok' ? json({ result: { value: {} } }) : json({ error: { code: 401, message: 'Unauthorized' } }, 401)
    if (url.includes('/access/user')) return json({ result: { username: 'me', source: 'moonraker', created_on: 0 } })
    return json({ error: { code: 404, message: 'Not Found' } }, 404)
  })
}

/**
 * Before each test: stored data cleared, the notifications wired, and every socket the session opens a
 * FakePrinterSocket (`held` set when `holdKlippyStart`), collected in the returned list.
 */
export function fakePrinterSockets(options: { holdKlippyStart?: () => boolean } = {}): FakePrinterSocket[] {
  const sockets: FakePrinterSocket[] = []
  beforeEach(() => {
    sockets.length = 0
    localStorage.clear()
    setSocketFactory((url) => {
      const socket = new FakePrinterSocket(url)
      if (options.holdKlippyStart?.()) socket.held = []
      sockets.push(socket)
      return socket
    })
    wireSync()
  })
  return sockets
}
