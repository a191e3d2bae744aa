/// <reference lib="webworker" />
import { StatusBatcher, type BatchTimers } from '../moonraker/status-batch'
import { STATUS_FLUSH_MS } from '../moonraker/status-fields'
import type { FleetSocketCommand, FleetSocketReport } from '../moonraker/fleet-socket'

/**
 * The sockets of the farm's other printers, all in one worker: each printer's routine status is
 * parsed and merged here (StatusBatcher), so the page hears each printer once a second, not at the
 * rate Klipper reports, however many printers there are. Every printer's held status goes out on one
 * shared tick, and what one task reports is posted as one message: ten printers cost the page one
 * message a second, not ten.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope

let outbox: FleetSocketReport[] = []
function report(r: FleetSocketReport): void {
  if (outbox.length === 0) queueMicrotask(() => {
    scope.postMessage(outbox)
    outbox = []
  })
  outbox.push(r)
}

/** The batchers' timers on one tick: the first held status starts it, and every batch due goes out on it. */
const due = new Set<() => void>()
let tick: ReturnType<typeof setTimeout> | null = null
const sharedTick: BatchTimers = {
  setTimeout(fn) {
    due.add(fn)
    tick ??= setTimeout(() => {
      tick = null
      const now = [...due]
      due.clear()
      now.forEach((f) => f())
    }, STATUS_FLUSH_MS)
    return fn
  },
  clearTimeout(handle) {
    due.delete(handle as () => void)
  },
}

interface Connection {
  socket: WebSocket
  batch: StatusBatcher
}

const connections = new Map<number, Connection>()

function open(id: number, url: string): void {
  let socket: WebSocket
  try {
    socket = new WebSocket(url)
  } catch {
    report({ id, type: 'close', code: 1006, wasClean: false, reason: '' })
    return
  }
  const batch = new StatusBatcher((data) => report({ id, type: 'messages', data }), sharedTick)
  connections.set(id, { socket, batch })
  socket.onopen = () => report({ id, type: 'open' })
  socket.onmessage = (ev) => {
    if (typeof ev.data === 'string') batch.push(ev.data)
  }
  socket.onerror = () => report({ id, type: 'error' })
  socket.onclose = (ev) => {
    batch.flush()
    batch.stop()
    connections.delete(id)
    report({ id, type: 'close', code: ev.code, wasClean: ev.wasClean, reason: ev.reason })
  }
}

scope.onmessage = (msg: MessageEvent<FleetSocketCommand>) => {
  const command = msg.data
  if (command.type === 'open') open(command.id, command.url)
  else if (command.type === 'send') connections.get(command.id)?.socket.send(command.data)
  else connections.get(command.id)?.socket.close(command.code, command.reason)
}
