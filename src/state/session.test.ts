// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SocketLike } from '../moonraker/rpc'
import { usePrinterStore } from './printer'
import { useServerStore } from './server'
import { useSessionStore } from './session'
import { startSession } from './session-start'
import { setSocketFactory } from './socket-link'
import { wireSync } from './sync'

/** A Moonraker socket that answers the start-up calls of a ready printer. */
class FakePrinterSocket implements SocketLike {
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
    setTimeout(() => this.onmessage?.({ data: JSON.stringify({ jsonrpc: '2.0', id, ...reply }) }))
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

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function fakeHttp(database: 'ok' | 'unauthorized') {
  return vi.fn(async (input: string | URL | Request) => {
    const url = String(input)
    if (url.includes('config.json')) return json({ apiUrl: 'http://printer.test:7125' })
    if (url.includes('/access/info')) return json({ result: { default_source: 'moonraker', available_sources: ['moonraker'] } })
    if (url.includes('/server/database/item')) return database === 'ok' ? json({ result: { value: {} } }) : json({ error: { code: 401, message: 'Unauthorized' } }, 401)
    if (url.includes('/access/user')) return json({ result: { username: 'me', source: 'moonraker', created_on: 0 } })
    return json({ error: { code: 404, message: 'Not Found' } }, 404)
  })
}

let sockets: FakePrinterSocket[] = []
beforeEach(() => {
  sockets = []
  localStorage.clear()
  setSocketFactory((url) => {
    const socket = new FakePrinterSocket(url)
    sockets.push(socket)
    return socket
  })
  wireSync()
})

describe('the connection phases', () => {
  it('start-up reaches connected, opens the socket and subscribes once Klippy is ready', async () => {
    vi.stubGlobal('fetch', fakeHttp('ok'))
    const phases: string[] = []
    const unsubscribe = useSessionStore.subscribe((s, prev) => s.phase !== prev.phase && phases.push(s.phase))
    await startSession()
    await vi.waitFor(() => expect(usePrinterStore.getState().objects.toolhead).toBeDefined())
    unsubscribe()
    expect(phases).toEqual(['connected'])
    expect(useSessionStore.getState().socket.phase).toBe('open')
    expect(sockets[0].url).toBe('ws://printer.test:7125/websocket')
    expect(sockets[0].methods[0]).toBe('server.connection.identify')
    expect(sockets[0].methods).toContain('printer.objects.subscribe')
    expect(usePrinterStore.getState().objects.toolhead).toEqual({ homed_axes: 'xyz' })
  })

  it('an unclean close forgets the printer and reconnects; the session stays connected', async () => {
    vi.stubGlobal('fetch', fakeHttp('ok'))
    await startSession()
    await vi.waitFor(() => expect(usePrinterStore.getState().objects.toolhead).toBeDefined())
    sockets[0].drop()
    expect(useSessionStore.getState().phase).toBe('connected')
    expect(useSessionStore.getState().socket.phase).not.toBe('open')
    expect(usePrinterStore.getState().objects).toEqual({})
    await vi.waitFor(() => expect(usePrinterStore.getState().objects.toolhead).toEqual({ homed_axes: 'xyz' }), { timeout: 5000 })
    expect(sockets.length).toBe(2)
    expect(useServerStore.getState().klippyState).toBe('ready')
  })

  it('a 401 from the database asks for a login and opens no socket', async () => {
    vi.stubGlobal('fetch', fakeHttp('unauthorized'))
    await startSession()
    expect(useSessionStore.getState().phase).toBe('login')
    expect(useSessionStore.getState().apiConnected).toBe(true)
    expect(sockets).toEqual([])
  })
})
