/// <reference lib="webworker" />
import { StatusBatcher } from '../moonraker/status-batch'
import type { SocketWorkerCommand, SocketWorkerReport } from '../moonraker/worker-socket'

/**
 * The page's Moonraker socket, off the main thread. The printer sends status several times a second;
 * here it is parsed and merged (StatusBatcher), so the page hears routine traffic once a second and
 * everything else as it comes, in the order it came.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope
const report = (r: SocketWorkerReport) => scope.postMessage(r)

let socket: WebSocket | null = null
const batch = new StatusBatcher((data) => report({ type: 'messages', data }))

scope.onmessage = (msg: MessageEvent<SocketWorkerCommand>) => {
  const command = msg.data
  if (command.type === 'open') {
    try {
      socket = new WebSocket(command.url)
    } catch {
      report({ type: 'close', code: 1006, wasClean: false, reason: '' })
      return
    }
    socket.onopen = () => report({ type: 'open' })
    socket.onmessage = (ev) => {
      if (typeof ev.data === 'string') batch.push(ev.data)
    }
    socket.onerror = () => report({ type: 'error' })
    socket.onclose = (ev) => {
      batch.flush()
      batch.stop()
      report({ type: 'close', code: ev.code, wasClean: ev.wasClean, reason: ev.reason })
    }
  } else if (command.type === 'send') {
    socket?.send(command.data)
  } else {
    socket?.close(command.code, command.reason)
  }
}
