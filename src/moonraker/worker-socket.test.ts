import { describe, expect, it, vi } from 'vitest'
import { WorkerSocket, type SocketWorkerCommand, type SocketWorkerReport, type WorkerLike } from './worker-socket'

class FakeWorker implements WorkerLike {
  onmessage: WorkerLike['onmessage'] = null
  onerror: WorkerLike['onerror'] = null
  commands: SocketWorkerCommand[] = []
  terminated = false
  postMessage(command: SocketWorkerCommand) {
    this.commands.push(command)
  }
  terminate() {
    this.terminated = true
  }
  report(r: SocketWorkerReport) {
    this.onmessage?.({ data: r })
  }
}

function open() {
  const worker = new FakeWorker()
  const socket = new WorkerSocket('ws://printer/websocket', worker)
  const events: string[] = []
  socket.onopen = () => events.push('open')
  socket.onmessage = (ev) => events.push(`message ${String(ev.data)}`)
  socket.onclose = (ev) => events.push(`close ${ev.code} ${ev.wasClean}`)
  return { worker, socket, events }
}

describe('WorkerSocket', () => {
  it('opens the socket in its worker and reports it open', () => {
    const { worker, socket, events } = open()
    expect(worker.commands).toEqual([{ type: 'open', url: 'ws://printer/websocket' }])
    expect(socket.readyState).toBe(0)
    expect(() => socket.send('{}')).toThrow()
    worker.report({ type: 'open' })
    expect(socket.readyState).toBe(1)
    expect(events).toEqual(['open'])
    socket.send('{"id":1}')
    expect(worker.commands[1]).toEqual({ type: 'send', data: '{"id":1}' })
  })

  it('hands on the messages of a delivery one by one, in order', () => {
    const { worker, events } = open()
    worker.report({ type: 'open' })
    worker.report({ type: 'messages', data: ['a', 'b', 'c'] })
    expect(events).toEqual(['open', 'message a', 'message b', 'message c'])
  })

  it('closes through its worker and ends the worker once the socket has closed', () => {
    const { worker, socket, events } = open()
    worker.report({ type: 'open' })
    socket.close(1000, 'bye')
    expect(socket.readyState).toBe(2)
    expect(worker.commands.at(-1)).toEqual({ type: 'close', code: 1000, reason: 'bye' })
    expect(worker.terminated).toBe(false)
    worker.report({ type: 'close', code: 1000, wasClean: true, reason: 'bye' })
    expect(socket.readyState).toBe(3)
    expect(worker.terminated).toBe(true)
    expect(events).toEqual(['open', 'close 1000 true'])
    // A late delivery belongs to nobody.
    worker.report({ type: 'messages', data: ['late'] })
    expect(events).toHaveLength(2)
  })

  it('drops the rest of a delivery once a handler has closed the socket', () => {
    const { worker, socket, events } = open()
    worker.report({ type: 'open' })
    socket.onmessage = (ev) => {
      events.push(`message ${String(ev.data)}`)
      socket.close(4000, 'Pong timeout')
    }
    worker.report({ type: 'messages', data: ['a', 'b'] })
    expect(events).toEqual(['open', 'message a'])
    expect(worker.commands.at(-1)).toEqual({ type: 'close', code: 4000, reason: 'Pong timeout' })
  })

  it('a worker that fails before the socket opens closes it abnormally and says the worker is broken', () => {
    const worker = new FakeWorker()
    const broken = vi.fn()
    const socket = new WorkerSocket('ws://printer/websocket', worker, broken)
    const closed = vi.fn()
    socket.onclose = closed
    worker.onerror?.({})
    expect(broken).toHaveBeenCalledOnce()
    expect(closed).toHaveBeenCalledWith({ code: 1006, wasClean: false, reason: '' })
    expect(worker.terminated).toBe(true)
  })
})

describe('the page’s own socket', () => {
  it('is a WebSocket to the URL', async () => {
    const { pageSocket } = await import('./worker-socket')
    const made: string[] = []
    class FakeWebSocket {
      constructor(url: string) {
        made.push(url)
      }
    }
    vi.stubGlobal('WebSocket', FakeWebSocket)
    expect(pageSocket('ws://printer/websocket')).toBeInstanceOf(FakeWebSocket)
    expect(made).toEqual(['ws://printer/websocket'])
    vi.unstubAllGlobals()
  })
})
