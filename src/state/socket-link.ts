/** The printer's API client and its socket for the session that runs now. */
import { Moonraker, setActiveMoonraker } from '../moonraker/client'
import { oneshotToken } from '../moonraker/api/access'
import { browserWake } from '../moonraker/backoff'
import { RpcSocket, type RpcNotification, type SocketLike, type SocketStatus } from '../moonraker/rpc'
import { openSocket as openWorkerSocket, warmSocketWorker } from '../moonraker/worker-socket'
import { dispatchNotification } from './events'
import { useSessionStore } from './session'

let client: Moonraker | null = null
let socket: RpcSocket | null = null
/** Bumped on every (re)start so late replies from an older session are ignored. */
let generation = 0
/** The socket worker's WebSocket unless a test supplies its own. */
let createSocket: ((url: string) => SocketLike) | undefined

export function setSocketFactory(factory: ((url: string) => SocketLike) | undefined): void {
  createSocket = factory
}

/** A new session: older sessions' late replies are ignored from now on, and the next socket's worker starts loading. */
export function nextGeneration(): number {
  if (!createSocket) warmSocketWorker()
  return ++generation
}

export function isCurrent(gen: number): boolean {
  return gen === generation
}

export function currentGeneration(): number {
  return generation
}

export function setActiveClient(next: Moonraker): void {
  client = next
  setActiveMoonraker(next)
}

export function activeClient(): Moonraker | null {
  return client
}

export interface SocketHooks {
  onOpen(): void
  onUncleanClose(): void
}

/** The current session's socket handlers: notifications to the stores, its status to the session store. */
function handlersFor(gen: number, api: Moonraker, hooks: SocketHooks) {
  const { socketUrl } = useSessionStore.getState()
  return {
    url: async () => {
      if (!api.http.tokens.get().token) return socketUrl
      return `${socketUrl}?token=${await oneshotToken(api)}`
    },
    onStatus: (status: SocketStatus) => {
      if (isCurrent(gen)) useSessionStore.setState({ socket: status })
    },
    onNotification: (n: RpcNotification) => dispatchNotification(n.method, n.params),
    onOpen: hooks.onOpen,
    onUncleanClose: hooks.onUncleanClose,
    wake: browserWake,
    // A session revoked elsewhere shows up on the keepalive within 10 s, before the user acts.
    onRefused: () => {
      const token = api.http.tokens.get().token
      if (token) void api.socketRefused(token)
    },
  }
}

function takeSocket(api: Moonraker, next: RpcSocket): void {
  socket = next
  api.reauthenticate = () => next.reopen()
  api.socket = next
}

/** Opens the socket of the current session; each attempt gets a fresh oneshot token when logged in. */
export function openSocket(gen: number, hooks: SocketHooks): void {
  const api = client
  if (!api) return
  takeSocket(api, new RpcSocket({ ...handlersFor(gen, api, hooks), createSocket: createSocket ?? openWorkerSocket }))
  socket!.connect().catch(() => undefined)
}

/**
 * Takes over a connection that is already open (a printer's light session becoming the full one): no
 * reconnect; the session's start runs at once on it, as after an open.
 */
export function adoptSocket(gen: number, adopted: RpcSocket, hooks: SocketHooks): void {
  const api = client
  if (!api) return
  takeSocket(api, adopted)
  adopted.handOver(handlersFor(gen, api, hooks))
  if (adopted.isOpen) hooks.onOpen()
}

export function closeSocket(): void {
  socket?.disconnect(false)
  socket = null
  if (client) client.socket = null
}

/** "Reconnect now": the planned attempt runs at once; false when there is no socket to retry (start over instead). */
export function retrySocketNow(): boolean {
  if (!socket) return false
  socket.retryNow()
  return true
}

/** A fresh connection with the current token, keeping the app's state (after the token was renewed). */
export function reopenSocket(): Promise<void> {
  return socket ? socket.reopen() : Promise.resolve()
}

/** The server is about to restart on purpose (update, service restart): its clean close reconnects. */
export function expectServerRestart(): void {
  socket?.expectServerRestart()
}
