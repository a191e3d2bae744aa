// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SocketLike } from '../moonraker/rpc'
import { usePrinterStore } from './printer'
import { activeSession } from './printer-session'
import { useServerStore } from './server'
import { useSessionStore } from './session'
import { loginFailure, sessionEnded, startSession } from './session-start'
import { MoonrakerError } from '../moonraker/errors'
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

function fakeHttp(database: 'ok' | 'unauthorized' | 'down' | (() => 'ok' | 'down')) {
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

  it('an unclean close keeps the last readings, marked stale, and reconnects; the session stays connected', async () => {
    vi.stubGlobal('fetch', fakeHttp('ok'))
    await startSession()
    await vi.waitFor(() => expect(usePrinterStore.getState().objects.toolhead).toBeDefined())
    const readAt = usePrinterStore.getState().readAt
    sockets[0].drop()
    expect(useSessionStore.getState().phase).toBe('connected')
    expect(useSessionStore.getState().socket.phase).not.toBe('open')
    expect(usePrinterStore.getState()).toMatchObject({ objects: { toolhead: { homed_axes: 'xyz' } }, stale: true, readAt })
    expect(useServerStore.getState().klippyState).toBe('unknown')
    await vi.waitFor(() => expect(usePrinterStore.getState().stale).toBe(false), { timeout: 5000 })
    expect(usePrinterStore.getState().objects.toolhead).toEqual({ homed_axes: 'xyz' })
    expect(sockets.length).toBe(2)
    expect(useServerStore.getState().klippyState).toBe('ready')
  })

  it('a new start is a new session: the last one is disposed with its socket, and its late status reaches nothing', async () => {
    vi.stubGlobal('fetch', fakeHttp('ok'))
    await startSession()
    await vi.waitFor(() => expect(usePrinterStore.getState().objects.toolhead).toBeDefined())
    const first = activeSession()
    await startSession()
    const second = activeSession()
    expect(first.disposed).toBe(true)
    expect(sockets[0].readyState).toBe(3)
    expect(second.client).not.toBe(first.client)
    expect(second.apiUrl).toBe('http://printer.test:7125/')
    await vi.waitFor(() => expect(usePrinterStore.getState().objects.toolhead).toEqual({ homed_axes: 'xyz' }))
    const late = { jsonrpc: '2.0', method: 'notify_status_update', params: [{ toolhead: { homed_axes: '' } }, 2] }
    sockets[0].onmessage?.({ data: JSON.stringify(late) })
    await new Promise((r) => setTimeout(r, 20))
    expect(usePrinterStore.getState().objects.toolhead).toEqual({ homed_axes: 'xyz' })
  })

  it('a 401 from the database asks for a login and opens no socket', async () => {
    vi.stubGlobal('fetch', fakeHttp('unauthorized'))
    await startSession()
    expect(useSessionStore.getState().phase).toBe('login')
    expect(useSessionStore.getState().apiConnected).toBe(true)
    expect(sockets).toEqual([])
  })

  it('an API answering 503 at start-up shows its status and is retried with the backoff until it answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      let state: 'ok' | 'down' = 'down'
      const fetch = fakeHttp(() => state)
      vi.stubGlobal('fetch', fetch)
      await startSession()
      expect(useSessionStore.getState()).toMatchObject({ phase: 'api-down', apiError: '503 Service Unavailable', apiRetryAt: Date.now() + 2000 })
      await vi.advanceTimersByTimeAsync(2000)
      expect(useSessionStore.getState()).toMatchObject({ phase: 'api-down', apiRetryAt: Date.now() + 4000 })
      await vi.advanceTimersByTimeAsync(4000)
      expect(useSessionStore.getState()).toMatchObject({ phase: 'api-down', apiRetryAt: Date.now() + 8000 })
      state = 'ok'
      // The browser says the network is back: no need to wait the 8 s.
      window.dispatchEvent(new Event('online'))
      await vi.waitFor(() => expect(useSessionStore.getState().phase).toBe('connected'))
      expect(useSessionStore.getState()).toMatchObject({ apiError: '', apiRetryAt: null })
      await vi.advanceTimersByTimeAsync(60_000)
      expect(useSessionStore.getState().phase).toBe('connected')
    } finally {
      vi.useRealTimers()
    }
  })

  it('a network error at start-up is retried too; a 401 is not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      vi.stubGlobal('fetch', vi.fn(async (input: string | URL | Request) => {
        if (String(input).includes('config.json')) return json({ apiUrl: 'http://printer.test:7125' })
        throw new TypeError('Failed to fetch')
      }))
      await startSession()
      expect(useSessionStore.getState()).toMatchObject({ phase: 'api-down', apiError: 'Failed to fetch', apiRetryAt: Date.now() + 2000 })
      vi.stubGlobal('fetch', fakeHttp('unauthorized'))
      await vi.advanceTimersByTimeAsync(2000)
      expect(useSessionStore.getState()).toMatchObject({ phase: 'login', apiRetryAt: null })
      await vi.advanceTimersByTimeAsync(60_000)
      expect(useSessionStore.getState().phase).toBe('login')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the host config at start-up', () => {
  it('a host that does not give config.json, on a first start, is waited for like the API; start-up goes on once it does', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      useSessionStore.setState({ instances: [] })
      let hostUp = false
      const printer = fakeHttp('ok')
      vi.stubGlobal('fetch', vi.fn(async (input: string | URL | Request) => {
        if (String(input).includes('config.json') && !hostUp) throw new TypeError('Failed to fetch')
        return printer(input)
      }))
      await startSession()
      expect(useSessionStore.getState()).toMatchObject({ phase: 'api-down', apiError: 'Failed to fetch', apiRetryAt: Date.now() + 2000 })
      hostUp = true
      await vi.advanceTimersByTimeAsync(2000)
      await vi.waitFor(() => expect(useSessionStore.getState().phase).toBe('connected'))
      expect(useSessionStore.getState()).toMatchObject({ apiError: '', apiRetryAt: null })
    } finally {
      vi.useRealTimers()
    }
  })

  it('with the host away, the printer of the last good start is reached at its own address', async () => {
    const printer = fakeHttp('ok')
    vi.stubGlobal('fetch', printer)
    await startSession()
    vi.stubGlobal('fetch', vi.fn(async (input: string | URL | Request) => {
      if (String(input).includes('config.json')) return new Response('<html>502 Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' })
      return printer(input)
    }))
    await startSession()
    expect(useSessionStore.getState()).toMatchObject({ phase: 'connected', apiUrl: 'http://printer.test:7125/' })
  })

  it('config.json of the wrong shape is shown as such, and nothing is retried', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const fetch = vi.fn(async () => json({ apiUrl: 7125 }))
      vi.stubGlobal('fetch', fetch)
      await startSession()
      expect(useSessionStore.getState()).toMatchObject({ phase: 'config-error', apiRetryAt: null })
      await vi.advanceTimersByTimeAsync(60_000)
      expect(fetch).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('login failures and a session that ends by itself', () => {
  it.each([
    [new MoonrakerError(400, 'Invalid Username or Password'), { kind: 'credentials' }],
    [new MoonrakerError(401, 'Unauthorized'), { kind: 'credentials' }],
    [new MoonrakerError(-32602, 'Invalid Username or Password'), { kind: 'credentials' }],
    [new MoonrakerError(500, 'Database is locked'), { kind: 'server', message: '500 Database is locked' }],
    [new MoonrakerError(503, 'Service Unavailable'), { kind: 'server', message: '503 Service Unavailable' }],
    [new MoonrakerError(0, 'Failed to fetch'), { kind: 'server', message: 'Failed to fetch' }],
  ])('%o reads as %o', (error, failure) => expect(loginFailure(error)).toEqual(failure))

  it('ends the session once however many calls were refused, and asks for the login over the page', async () => {
    vi.stubGlobal('fetch', fakeHttp('ok'))
    await startSession()
    expect(useSessionStore.getState().phase).toBe('connected')
    vi.stubGlobal('fetch', fakeHttp('unauthorized'))
    await Promise.all([sessionEnded(), sessionEnded(), sessionEnded()])
    expect(useSessionStore.getState()).toMatchObject({ phase: 'login', loginReason: 'expired', authenticated: false })
    await sessionEnded()
    expect(useSessionStore.getState().phase).toBe('login')
    // A login puts everything back; the reason goes.
    vi.stubGlobal('fetch', fakeHttp('ok'))
    await startSession()
    expect(useSessionStore.getState()).toMatchObject({ phase: 'connected', loginReason: '' })
  })
})
