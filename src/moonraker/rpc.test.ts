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

  it('after an unclean close retries 3 more times at 2 s, then stops', async () => {
    const connected = socket.connect()
    await flush()
    latest().open()
    await connected
    latest().drop()
    expect(socket.phase).toBe('connecting')
    for (let attempt = 1; attempt <= 3; attempt++) {
      await vi.advanceTimersByTimeAsync(1999)
      expect(FakeSocket.all).toHaveLength(attempt)
      await vi.advanceTimersByTimeAsync(1)
      expect(FakeSocket.all).toHaveLength(attempt + 1)
      latest().drop()
    }
    await vi.advanceTimersByTimeAsync(10_000)
    expect(FakeSocket.all).toHaveLength(4)
    expect(socket.phase).toBe('closed')
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

  it('marks itself connecting when no pong arrives within 10 s of a ping', async () => {
    const connected = socket.connect()
    await flush()
    latest().open()
    await connected
    await vi.advanceTimersByTimeAsync(10_000)
    expect(latest().sent.map((s) => s.method)).toEqual(['server.info'])
    expect(socket.isOpen).toBe(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(socket.isOpen).toBe(false)
    expect(socket.phase).toBe('connecting')
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
