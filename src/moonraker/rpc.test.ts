import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RpcSocket, type SocketLike, type SocketStatus } from './rpc'
import { MoonrakerError } from './errors'

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = []
  readyState = 0
  sent: { id: number; method: string; params: unknown }[] = []
  onopen: SocketLike['onopen'] = null
  onclose: SocketLike['onclose'] = null
  onmessage: SocketLike['onmessage'] = null
  onerror: SocketLike['onerror'] = null
  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close(code = 1000) {
    this.readyState = 3
    this.onclose?.({ code, wasClean: code === 1000 })
  }
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  drop() {
    this.readyState = 3
    this.onclose?.({ code: 1006, wasClean: false })
  }
  reply(id: number, result: unknown) {
    this.onmessage?.({ data: JSON.stringify({ jsonrpc: '2.0', id, result }) })
  }
}

const latest = () => FakeSocket.all[FakeSocket.all.length - 1]
const flush = () => vi.advanceTimersByTimeAsync(0)

describe('RpcSocket', () => {
  let statuses: SocketStatus[]
  let socket: RpcSocket
  beforeEach(() => {
    vi.useFakeTimers()
    FakeSocket.all = []
    statuses = []
    socket = new RpcSocket({ url: 'ws://p/websocket', createSocket: (u) => new FakeSocket(u), onStatus: (s) => statuses.push(s) })
  })
  afterEach(() => vi.useRealTimers())

  it('sends calls with random ids and resolves their replies, with no request timeout', async () => {
    const connected = socket.connect()
    await flush()
    latest().open()
    await connected
    const a = socket.call('server.info')
    const b = socket.call('printer.info')
    const [ca, cb] = latest().sent
    expect(ca.id).not.toBe(cb.id)
    expect(ca.method).toBe('server.info')
    // Ten minutes with the server alive (pings answered): the calls are still waiting.
    for (let i = 0; i < 60; i++) {
      await vi.advanceTimersByTimeAsync(10_000)
      const ping = latest().sent.at(-1)!
      if (ping.method === 'server.info' && ping.id !== ca.id) latest().reply(ping.id, {})
    }
    latest().reply(cb.id, 'B')
    latest().reply(ca.id, 'A')
    await expect(a).resolves.toBe('A')
    await expect(b).resolves.toBe('B')
  })

  it('rejects with the server error', async () => {
    const connected = socket.connect()
    await flush()
    latest().open()
    await connected
    const call = socket.call('printer.gcode.script', { script: 'FOO' })
    const { id } = latest().sent[0]
    latest().onmessage?.({ data: JSON.stringify({ jsonrpc: '2.0', id, error: { code: 400, message: 'Unknown command:"FOO"' } }) })
    await expect(call).rejects.toMatchObject({ code: 400, message: 'Unknown command:"FOO"' })
  })

  it('after an unclean close retries at 2 s doubling to 30 s, and never gives up', async () => {
    const connected = socket.connect()
    await flush()
    latest().open()
    await connected
    latest().drop()
    expect(socket.phase).toBe('connecting')
    const waits = [2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000, 30000]
    for (const [i, wait] of waits.entries()) {
      expect(statuses.at(-1)).toMatchObject({ phase: 'connecting', attempts: i + 1, retryAt: Date.now() + wait })
      await vi.advanceTimersByTimeAsync(wait - 1)
      expect(FakeSocket.all).toHaveLength(i + 1)
      await vi.advanceTimersByTimeAsync(1)
      expect(FakeSocket.all).toHaveLength(i + 2)
      expect(statuses.at(-1)).toMatchObject({ phase: 'connecting', retryAt: null })
      latest().drop()
    }
    await vi.advanceTimersByTimeAsync(30000)
    latest().open()
    expect(statuses.at(-1)).toMatchObject({ phase: 'open', attempts: 0, retryAt: null })
    latest().drop()
    expect(statuses.at(-1)).toMatchObject({ attempts: 1, retryAt: Date.now() + 2000 })
  })

  it('resets the printer state once when an open socket is lost, not again for every failed attempt', async () => {
    const lost = vi.fn()
    const s = new RpcSocket({ url: 'ws://p/websocket', createSocket: (u) => new FakeSocket(u), onUncleanClose: lost })
    const connected = s.connect()
    await flush()
    latest().open()
    await connected
    latest().drop()
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(30000)
      latest().drop()
    }
    expect(lost).toHaveBeenCalledTimes(1)
  })

  it('keeps retrying when the first attempt at start-up fails', async () => {
    const connected = socket.connect()
    const outcome = connected.catch((e: unknown) => e)
    await flush()
    latest().drop()
    expect(await outcome).toBeInstanceOf(MoonrakerError)
    expect(statuses.at(-1)).toMatchObject({ phase: 'connecting', attempts: 1 })
    await vi.advanceTimersByTimeAsync(2000)
    latest().open()
    expect(socket.isOpen).toBe(true)
  })

  it('retries at once when the user asks, the tab becomes visible or the network comes back', async () => {
    let wake = () => {}
    const s = new RpcSocket({
      url: 'ws://p/websocket',
      createSocket: (u) => new FakeSocket(u),
      onStatus: (st) => statuses.push(st),
      wake: (listener) => {
        wake = listener
        return () => (wake = () => {})
      },
    })
    const connected = s.connect()
    await flush()
    latest().open()
    await connected
    latest().drop()
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(30000)
      latest().drop()
    }
    const before = FakeSocket.all.length
    wake()
    await flush()
    expect(FakeSocket.all).toHaveLength(before + 1)
    latest().drop()
    s.retryNow()
    await flush()
    expect(FakeSocket.all).toHaveLength(before + 2)
    latest().open()
    // Waking an open socket only checks it is alive.
    wake()
    expect(latest().sent.map((m) => m.method)).toEqual(['server.info'])
    // A socket closed on purpose ignores wake-ups.
    s.disconnect()
    wake()
    await vi.advanceTimersByTimeAsync(60000)
    expect(FakeSocket.all).toHaveLength(before + 2)
  })

  it('gives up an attempt that neither opens nor fails within 15 s, and retries', async () => {
    const connected = socket.connect()
    const outcome = connected.catch((e: unknown) => e)
    await flush()
    await vi.advanceTimersByTimeAsync(15000)
    expect(await outcome).toMatchObject({ message: 'Socket connect timeout' })
    expect(statuses.at(-1)).toMatchObject({ phase: 'connecting', attempts: 1 })
    await vi.advanceTimersByTimeAsync(2000)
    expect(FakeSocket.all).toHaveLength(2)
  })

  it('a clean close while disconnecting reconnects; otherwise it stops', async () => {
    const connected = socket.connect()
    await flush()
    latest().open()
    await connected
    socket.expectServerRestart()
    latest().close(1000)
    await flush()
    expect(FakeSocket.all).toHaveLength(2)
    latest().open()
    latest().close(1000)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(FakeSocket.all).toHaveLength(2)
    expect(socket.phase).toBe('closed')
  })

  it('drops a socket that does not answer a ping within 10 s, and reconnects', async () => {
    const connected = socket.connect()
    await flush()
    latest().open()
    await connected
    const dead = latest()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(dead.sent.map((s) => s.method)).toEqual(['server.info'])
    expect(socket.isOpen).toBe(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(socket.isOpen).toBe(false)
    expect(socket.phase).toBe('connecting')
    // The dead socket is closed, not left dangling; a late message from it changes nothing.
    expect(dead.readyState).toBe(3)
    dead.reply(dead.sent[0].id, {})
    expect(socket.phase).toBe('connecting')
    await vi.advanceTimersByTimeAsync(2000)
    expect(FakeSocket.all).toHaveLength(2)
    latest().open()
    expect(socket.isOpen).toBe(true)
  })

  it('a page frozen past the pong deadline (busy CPU, background tab) does not drop a healthy socket', async () => {
    // Time the page could not see: the fake timers fire on schedule, the wall clock has moved on further.
    let frozen = 0
    const s = new RpcSocket({ url: 'ws://p/websocket', createSocket: (u) => new FakeSocket(u), now: () => Date.now() + frozen })
    const connected = s.connect()
    await flush()
    latest().open()
    await connected
    await vi.advanceTimersByTimeAsync(10_000)
    const ping = latest().sent[0]
    // The page froze for 25 s: the pong timer fires late, with the reply still queued behind it.
    frozen += 15_000
    await vi.advanceTimersByTimeAsync(10_000)
    expect(s.isOpen).toBe(true)
    latest().reply(ping.id, {})
    // Afterwards the liveness check works as before: answered pings keep it open, silence drops it.
    await vi.advanceTimersByTimeAsync(10_000)
    latest().reply(latest().sent.at(-1)!.id, {})
    await vi.advanceTimersByTimeAsync(10_000)
    expect(s.isOpen).toBe(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(s.isOpen).toBe(false)
    expect(FakeSocket.all).toHaveLength(1)
  })

  it('stays open while replies keep arriving', async () => {
    const connected = socket.connect()
    await flush()
    latest().open()
    await connected
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(10_000)
      const ping = latest().sent.at(-1)!
      latest().reply(ping.id, {})
    }
    expect(socket.isOpen).toBe(true)
  })

  it('does not retry when the server refuses with 401', async () => {
    const refused = new RpcSocket({
      url: async () => {
        throw new MoonrakerError(401, 'Unauthorized')
      },
      createSocket: (u) => new FakeSocket(u),
      onStatus: (s) => statuses.push(s),
    })
    await expect(refused.connect()).rejects.toMatchObject({ code: 401 })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(FakeSocket.all).toHaveLength(0)
    expect(statuses.at(-1)).toMatchObject({ phase: 'closed', unauthorized: true })
  })

  it('tells the session when a reply refuses its credentials, the keepalive included', async () => {
    const refused = vi.fn()
    const s = new RpcSocket({ url: 'ws://p/websocket', createSocket: (u) => new FakeSocket(u), onRefused: refused })
    const connected = s.connect()
    await flush()
    latest().open()
    await connected
    await vi.advanceTimersByTimeAsync(10_000)
    const ping = latest().sent[0]
    latest().onmessage?.({ data: JSON.stringify({ jsonrpc: '2.0', id: ping.id, error: { code: -32602, message: 'Unauthorized' } }) })
    await flush()
    expect(refused).toHaveBeenCalledTimes(1)
    // Any answer proves the connection alive: a refusal is not a dead socket.
    expect(s.isOpen).toBe(true)
  })

  it('rejects pending calls when the socket drops', async () => {
    const connected = socket.connect()
    await flush()
    latest().open()
    await connected
    const call = socket.call('server.info')
    latest().drop()
    await expect(call).rejects.toBeInstanceOf(MoonrakerError)
  })
})
