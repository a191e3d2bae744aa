import { describe, expect, it } from 'vitest'
import { FleetSocketWorker, type FleetSocketCommand, type FleetSocketReport, type FleetWorkerLike } from './fleet-socket'

class FakeFleetWorker implements FleetWorkerLike {
  onmessage: FleetWorkerLike['onmessage'] = null
  onerror: FleetWorkerLike['onerror'] = null
  commands: FleetSocketCommand[] = []
  terminated = false
  postMessage(command: FleetSocketCommand) {
    this.commands.push(command)
  }
  terminate() {
    this.terminated = true
  }
  report(r: FleetSocketReport) {
    this.onmessage?.({ data: [r] })
  }
}

function fleet() {
  const workers: FakeFleetWorker[] = []
  const shared = new FleetSocketWorker(() => {
    const w = new FakeFleetWorker()
    workers.push(w)
    return w
  })
  const open = (url: string) => {
    const socket = shared.socket(url)
    const events: string[] = []
    socket.onopen = () => events.push('open')
    socket.onmessage = (ev) => events.push(`message ${String(ev.data)}`)
    socket.onclose = (ev) => events.push(`close ${ev.code}`)
    return { socket, events }
  }
  return { shared, workers, open }
}

describe('the fleet’s socket worker', () => {
  it('holds every printer’s socket in one worker and tells each only its own messages', () => {
    const { workers, open } = fleet()
    const a = open('ws://alpha/websocket')
    const b = open('ws://bravo/websocket')
    expect(workers).toHaveLength(1)
    const [w] = workers
    expect(w.commands).toEqual([
      { type: 'open', url: 'ws://alpha/websocket', id: 1 },
      { type: 'open', url: 'ws://bravo/websocket', id: 2 },
    ])
    w.report({ id: 2, type: 'open' })
    w.report({ id: 2, type: 'messages', data: ['b1', 'b2'] })
    w.report({ id: 1, type: 'open' })
    b.socket.send('{"id":7}')
    expect(w.commands.at(-1)).toEqual({ type: 'send', data: '{"id":7}', id: 2 })
    expect(a.events).toEqual(['open'])
    expect(b.events).toEqual(['open', 'message b1', 'message b2'])
  })

  it('ends the worker when its last socket has closed, and starts a new one for the next', () => {
    const { shared, workers, open } = fleet()
    const a = open('ws://alpha/websocket')
    const b = open('ws://bravo/websocket')
    const [w] = workers
    w.report({ id: 1, type: 'open' })
    w.report({ id: 2, type: 'open' })
    a.socket.close(1000, 'removed')
    expect(w.commands.at(-1)).toEqual({ type: 'close', code: 1000, reason: 'removed', id: 1 })
    w.report({ id: 1, type: 'close', code: 1000, wasClean: true, reason: 'removed' })
    expect(a.events).toEqual(['open', 'close 1000'])
    expect(w.terminated).toBe(false)
    expect(shared.size).toBe(1)
    // A late report for a closed connection reaches nobody.
    w.report({ id: 1, type: 'messages', data: ['late'] })
    expect(a.events).toEqual(['open', 'close 1000'])
    b.socket.close()
    w.report({ id: 2, type: 'close', code: 1005, wasClean: true, reason: '' })
    expect(w.terminated).toBe(true)
    expect(shared.size).toBe(0)
    open('ws://charlie/websocket')
    expect(workers).toHaveLength(2)
  })

  it('fails every socket when the worker cannot run, and says so once per socket', () => {
    let broken = 0
    const workers: FakeFleetWorker[] = []
    const shared = new FleetSocketWorker(() => {
      const w = new FakeFleetWorker()
      workers.push(w)
      return w
    })
    const closes: number[] = []
    for (const url of ['ws://alpha/websocket', 'ws://bravo/websocket']) {
      const s = shared.socket(url, () => broken++)
      s.onclose = (ev) => closes.push(ev.code)
    }
    workers[0].onerror?.({})
    expect(broken).toBe(2)
    expect(closes).toEqual([1006, 1006])
    expect(workers[0].terminated).toBe(true)
  })
})
