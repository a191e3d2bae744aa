/// <reference lib="webworker" />
import { StatusBatcher } from '../moonraker/status-batch'
import type { FleetSocketCommand, FleetSocketReport } from '../moonraker/fleet-socket'

/**
 * The sockets of the farm's other printers, all in one worker: each printer's routine status is
 * parsed and merged here (StatusBatcher), so the page hears each printer once a second, not at the
 * rate Klipper reports, however many printers there are.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope
const report = (r: FleetSocketReport) => scope.postMessage(r)

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
  const batch = new StatusBatcher((data) => report({ id, type: 'messages', data }))
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
