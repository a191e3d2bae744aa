/** The printer's API client and its socket for the session that runs now. */
import { Moonraker, setActiveMoonraker } from '../moonraker/client'
import { oneshotToken } from '../moonraker/api/access'
import { browserWake } from '../moonraker/backoff'
import { RpcSocket, type RpcNotification, type SocketLike, type SocketStatus } from '../moonraker/rpc'
import { openSocket as openWorkerSocket, warmSocketWorker } from '../moonraker/worker-socket'
import { dispatchNotification } from './events'
import { activeSession, isActiveSession, type PrinterSession } from './printer-session'
import { useSessionStore } from './session'

/** The socket worker's WebSocket unless a test supplies its own. */
let createSocket: ((url: string) => SocketLike) | undefined

export function setSocketFactory(factory: ((url: string) => SocketLike) | undefined): void {
  createSocket = factory
}

/** A session is about to start: the next socket's worker starts loading. */
export function warmSocket(): void {
  if (!createSocket) warmSocketWorker()
}

/** The session's API client; the active session's is the one the typed API calls use. */
export function setActiveClient(next: Moonraker, session = activeSession()): void {
  session.client = next
  if (isActiveSession(session)) setActiveMoonraker(next)
}

export function activeClient(): Moonraker | null {
  return activeSession().client
}

export interface SocketHooks {
  onOpen(): void
  onUncleanClose(): void
}

/** A session's socket handlers: while it is the active one, notifications to its stores, its status to the session store. */
function handlersFor(session: PrinterSession, api: Moonraker, hooks: SocketHooks) {
  const { socketUrl } = useSessionStore.getState()
  return {
    url: async () => {
      if (!api.http.tokens.get().token) return socketUrl
      return `${socketUrl}?token=${await oneshotToken(api)}`
    },
    onStatus: (status: SocketStatus) => {
      if (isActiveSession(session)) useSessionStore.setState({ socket: status })
    },
    onNotification: (n: RpcNotification) => {
      if (isActiveSession(session)) dispatchNotification(n.method, n.params)
    },
    onOpen: () => isActiveSession(session) && hooks.onOpen(),
    onUncleanClose: () => isActiveSession(session) && hooks.onUncleanClose(),
    wake: browserWake,
    // A session revoked elsewhere shows up on the keepalive within 10 s, before the user acts.
    onRefused: () => {
      const token = api.http.tokens.get().token
      if (token) void api.socketRefused(token)
    },
  }
}

function takeSocket(session: PrinterSession, api: Moonraker, next: RpcSocket): void {
  session.socket = next
  api.reauthenticate = () => next.reopen()
  api.socket = next
}

/** Opens the session's socket; each attempt gets a fresh oneshot token when logged in. */
export function openSocket(session: PrinterSession, hooks: SocketHooks): void {
  const api = session.client
  if (!api || session.disposed) return
  const socket = new RpcSocket({ ...handlersFor(session, api, hooks), createSocket: createSocket ?? openWorkerSocket })
  takeSocket(session, api, socket)
  socket.connect().catch(() => undefined)
}

/**
 * Takes over a connection that is already open (a printer's light session becoming the full one): no
 * reconnect; the session's start runs at once on it, as after an open.
 */
export function adoptSocket(session: PrinterSession, adopted: RpcSocket, hooks: SocketHooks): void {
  const api = session.client
  if (!api || session.disposed) return
  takeSocket(session, api, adopted)
  adopted.handOver(handlersFor(session, api, hooks))
  if (adopted.isOpen) hooks.onOpen()
}

/** "Reconnect now": the planned attempt runs at once; false when there is no socket to retry (start over instead). */
export function retrySocketNow(): boolean {
  const { socket } = activeSession()
  if (!socket) return false
  socket.retryNow()
  return true
}

/** A fresh connection with the current token, keeping the app's state (after the token was renewed). */
export function reopenSocket(): Promise<void> {
  const { socket } = activeSession()
  return socket ? socket.reopen() : Promise.resolve()
}

/** The server is about to restart on purpose (update, service restart): its clean close reconnects. */
export function expectServerRestart(): void {
  activeSession().socket?.expectServerRestart()
}
