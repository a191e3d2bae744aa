// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SocketLike } from '../../moonraker/rpc'
import { useSessionStore } from '../session'
import { FARM_OBJECTS, farmState } from './farm-printer'
import { setLightSessionOptions, stopFleet, syncFleet, useFleetStore } from './fleet'
import { LightSession } from './light-session'
import { makeInstance } from '../instances'

/** A printer's socket that answers a light session's calls; every instance is kept, to count the open ones. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = []
  /** Answers a test puts in place of the defaults below. */
  static answers: Record<string, unknown> = {}
  readyState = 0
  onopen: SocketLike['onopen'] = null
  onclose: SocketLike['onclose'] = null
  onmessage: SocketLike['onmessage'] = null
  onerror: SocketLike['onerror'] = null
  calls: { method: string; params: Record<string, unknown> }[] = []
  constructor(readonly url: string) {
    FakeSocket.all.push(this)
    queueMicrotask(() => {
      this.readyState = 1
      this.onopen?.({})
    })
  }
  send(data: string) {
    const { id, method, params } = JSON.parse(data) as { id: number; method: string; params: Record<string, unknown> }
    this.calls.push({ method, params })
    const answers: Record<string, unknown> = {
      'server.info': { klippy_connected: true, klippy_state: 'ready' },
      'server.connection.identify': { connection_id: 1 },
      'server.webcams.list': { webcams: [] },
      'printer.info': { state: 'ready', hostname: 'voron' },
      'machine.system_info': { system_info: { instance_ids: { moonraker: 'moonraker-2' } } },
      'server.database.get_item': { namespace: 'fluidd', key: 'uiSettings', value: { general: { instanceName: 'voron' } } },
      'printer.objects.query': { eventtime: 1, status: { heaters: { available_heaters: ['extruder', 'heater_bed', 'heater_generic chamber'] } } },
      'printer.objects.subscribe': {
        eventtime: 1,
        status: { print_stats: { state: 'printing', filename: '' }, idle_timeout: { state: 'Printing' }, webhooks: { state: 'ready' }, extruder: { temperature: 200, target: 210 } },
      },
      ...FakeSocket.answers,
    }
    const reply = method in answers ? { result: answers[method] } : { error: { code: -32601, message: 'Method not found' } }
    setTimeout(() => this.onmessage?.({ data: JSON.stringify({ jsonrpc: '2.0', id, ...reply }) }))
  }
  close(code = 1000) {
    this.readyState = 3
    this.onclose?.({ code, wasClean: code === 1000 })
  }
  notify(method: string, params: unknown[]) {
    this.onmessage?.({ data: JSON.stringify({ jsonrpc: '2.0', method, params }) })
  }
  get open() {
    return this.readyState === 1
  }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
let httpUp = true

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  FakeSocket.all = []
  FakeSocket.answers = {}
  httpUp = true
  vi.stubGlobal('fetch', vi.fn(async () => (httpUp ? json({ result: { klippy_state: 'ready' } }) : Promise.reject(new TypeError('Failed to fetch')))))
  setLightSessionOptions({ createSocket: (url) => new FakeSocket(url), wake: () => () => undefined })
})

afterEach(() => {
  stopFleet()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const settle = async (ms = 50) => {
  for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(ms / 10)
}

describe('a light session', () => {
  it('subscribes only to what the farm card reads, with the extruder and bed by name', async () => {
    const session = new LightSession('http://voron.local:7125/', 'ws://voron.local:7125/websocket', { createSocket: (url) => new FakeSocket(url), wake: () => () => undefined })
    session.start()
    await settle()
    const subscribe = FakeSocket.all[0].calls.find((c) => c.method === 'printer.objects.subscribe')
    expect(Object.keys(subscribe!.params.objects as object).sort()).toEqual([...Object.keys(FARM_OBJECTS), 'extruder', 'heater_bed'].sort())
    const state = session.store.getState()
    expect(state.connection).toBe('online')
    expect(state.name).toBe('voron')
    expect(farmState(state)).toBe('printing')
    session.stop()
  })

  it('publishes status changes at most once a second', async () => {
    const session = new LightSession('http://voron.local:7125/', 'ws://voron.local:7125/websocket', { createSocket: (url) => new FakeSocket(url), wake: () => () => undefined })
    session.start()
    await settle()
    const published = vi.fn()
    session.store.subscribe(published)
    for (let t = 0; t < 10; t++) FakeSocket.all[0].notify('notify_status_update', [{ extruder: { temperature: 200 + t } }, t])
    expect(published).not.toHaveBeenCalled()
    await settle(1100)
    expect(published).toHaveBeenCalledTimes(1)
    expect(session.store.getState().objects.extruder.temperature).toBe(209)
    session.stop()
  })

  it('reads the queue and the printer’s bed check once, follows queue notifications, and reads the bed check again when the queue pauses', async () => {
    const job = (id: string, filename: string) => ({ job_id: id, filename, time_added: 1, time_in_queue: 1 })
    FakeSocket.answers = {
      'server.job_queue.status': { queued_jobs: [job('1', 'cube.gcode'), job('2', 'vase.gcode')], queue_state: 'ready' },
      'server.database.get_item': { namespace: 'fluidd', key: 'uiSettings', value: { general: { instanceName: 'voron' }, queue: { bedCheck: true } } },
    }
    const session = new LightSession('http://voron.local:7125/', 'ws://voron.local:7125/websocket', { createSocket: (url) => new FakeSocket(url), wake: () => () => undefined })
    session.start()
    await settle()
    expect(session.store.getState()).toMatchObject({ queuedJobs: 2, nextJob: 'cube.gcode', queueState: 'ready', bedCheck: true })

    const socket = FakeSocket.all[0]
    socket.notify('notify_job_queue_changed', [{ action: 'job_loaded', updated_queue: [job('2', 'vase.gcode')], queue_state: 'loading' }])
    expect(session.store.getState()).toMatchObject({ queuedJobs: 1, nextJob: 'vase.gcode', queueState: 'loading' })
    const reads = () => socket.calls.filter((c) => c.method === 'server.database.get_item').length
    const before = reads()

    // Another tab turned the bed check off; the pause after the job reads it again before it shows.
    FakeSocket.answers['server.database.get_item'] = { namespace: 'fluidd', key: 'uiSettings', value: { queue: { bedCheck: false } } }
    socket.notify('notify_job_queue_changed', [{ action: 'state_changed', updated_queue: null, queue_state: 'paused' }])
    expect(session.store.getState()).toMatchObject({ queueState: 'paused', bedCheck: true })
    await settle()
    expect(reads()).toBe(before + 1)
    expect(session.store.getState()).toMatchObject({ queuedJobs: 1, queueState: 'paused', bedCheck: false })
    session.stop()
  })

  it('goes offline with its own backoff when its host does not answer, and leaves nothing running once stopped', async () => {
    httpUp = false
    const session = new LightSession('http://gone.local:7125/', 'ws://gone.local:7125/websocket', { createSocket: (url) => new FakeSocket(url), wake: () => () => undefined })
    session.start()
    await settle()
    expect(session.store.getState().connection).toBe('offline')
    expect(session.store.getState().retryAt).not.toBeNull()
    expect(session.openHandles).toBeGreaterThan(0)
    httpUp = true
    await settle(2500)
    expect(session.store.getState().connection).toBe('online')
    session.stop()
    expect(session.openHandles).toBe(0)
    expect(FakeSocket.all.every((s) => !s.open)).toBe(true)
  })
})

describe('a printer that refuses this page’s origin', () => {
  it('is told apart from one that does not answer', async () => {
    // The browser may not read its answer (CORS), yet a no-cors request gets through.
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => (init?.mode === 'no-cors' ? new Response(null, { status: 200 }) : Promise.reject(new TypeError('Failed to fetch')))))
    const session = new LightSession('http://strict.local:7125/', 'ws://strict.local:7125/websocket', { createSocket: (u) => new FakeSocket(u), wake: () => () => undefined })
    session.start()
    await settle()
    expect(session.store.getState().connection).toBe('refused')
    expect(farmState(session.store.getState())).toBe('refused')
    session.stop()
  })
})

describe('which printer answers', () => {
  it('is remembered the first time, and another one at the same address is flagged until the user accepts it', async () => {
    localStorage.clear()
    const url = 'http://reused.local:7125/'
    const first = new LightSession(url, 'ws://reused.local:7125/websocket', { createSocket: (u) => new FakeSocket(u), wake: () => () => undefined })
    first.start()
    await settle()
    expect(first.store.getState().identity).toBe('voron · moonraker-2')
    expect(farmState(first.store.getState())).toBe('printing')
    first.stop()

    localStorage.setItem(`stratum-printer-identity:${url}`, 'ender · moonraker')
    const second = new LightSession(url, 'ws://reused.local:7125/websocket', { createSocket: (u) => new FakeSocket(u), wake: () => () => undefined })
    second.start()
    await settle()
    expect(farmState(second.store.getState())).toBe('foreign')
    expect(second.store.getState().foreignIdentity).toBe('ender · moonraker')
    second.acceptIdentity()
    expect(farmState(second.store.getState())).toBe('printing')
    expect(localStorage.getItem(`stratum-printer-identity:${url}`)).toBe('voron · moonraker-2')
    second.stop()
  })
})

describe('the fleet', () => {
  const instances = (active: number, count = 3) =>
    Array.from({ length: count }, (_, i) => ({ ...makeInstance(`http://printer-${i + 1}.local:7125`), active: i === active }))

  it('gives every printer but the active one a light session, and ends a removed printer’s session with its socket and timers', async () => {
    useSessionStore.setState({ instances: instances(0) })
    syncFleet()
    await settle()
    const printers = useFleetStore.getState().printers
    expect(printers.map((p) => [p.host, p.active, p.session !== null])).toEqual([
      ['printer-1.local:7125', true, false],
      ['printer-2.local:7125', false, true],
      ['printer-3.local:7125', false, true],
    ])
    expect(FakeSocket.all.filter((s) => s.open)).toHaveLength(2)
    const removed = printers[2].session!
    syncFleet(instances(0, 2))
    await settle()
    expect(removed.openHandles).toBe(0)
    expect(FakeSocket.all.filter((s) => s.open)).toHaveLength(1)
    expect(useFleetStore.getState().printers).toHaveLength(2)
  })

  it('one printer going away disturbs no other', async () => {
    useSessionStore.setState({ instances: instances(0) })
    syncFleet()
    await settle()
    const [, second, third] = useFleetStore.getState().printers
    FakeSocket.all.find((s) => s.url.includes('printer-2'))!.close(1006)
    await settle()
    expect(second.store.getState().connection).toBe('offline')
    expect(third.store.getState().connection).toBe('online')
  })
})
