import { randomInt } from 'node:crypto'
import type { WebSocket } from 'ws'
import type { SimUser } from './types'

export interface ClientIdentity {
  client_name: string
  version: string
  type: string
  url: string
}

export interface Connection {
  readonly id: number
  readonly ws: WebSocket
  readonly ip: string
  user: SimUser | null
  identity: ClientIdentity | null
}

/** Status updates are skipped for a client this far behind rather than queueing without bound. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024

export class ConnectionRegistry {
  private readonly conns = new Map<number, Connection>()
  private closeListeners: ((c: Connection) => void)[] = []

  add(ws: WebSocket, ip: string, user: SimUser | null): Connection {
    let id = randomInt(100_000_000, 2_147_483_647)
    while (this.conns.has(id)) id = randomInt(100_000_000, 2_147_483_647)
    const conn: Connection = { id, ws, ip, user, identity: null }
    this.conns.set(id, conn)
    return conn
  }

  remove(id: number): void {
    const c = this.conns.get(id)
    if (!c) return
    this.conns.delete(id)
    for (const l of this.closeListeners) l(c)
  }

  onClose(listener: (c: Connection) => void): void {
    this.closeListeners.push(listener)
  }

  get(id: number): Connection | undefined {
    return this.conns.get(id)
  }

  all(): IterableIterator<Connection> {
    return this.conns.values()
  }

  get count(): number {
    return this.conns.size
  }

  send(conn: Connection, text: string, droppable = false): void {
    if (conn.ws.readyState !== conn.ws.OPEN) return
    if (droppable && conn.ws.bufferedAmount > MAX_BUFFERED_BYTES) return
    conn.ws.send(text)
  }

  /** Notifications go only to authenticated connections. */
  broadcast(text: string): void {
    for (const c of this.conns.values()) if (c.user) this.send(c, text)
  }

  forUser(username: string): Connection[] {
    return [...this.conns.values()].filter((c) => c.user?.username === username)
  }

  /** Closes every socket, as a Moonraker restart or host reboot would. */
  dropAll(code = 1001, reason = 'Server going away'): void {
    for (const c of [...this.conns.values()]) {
      try {
        c.ws.close(code, reason)
      } catch {
        // already closing
      }
      // A peer that never answers the close frame is cut off.
      setTimeout(() => c.ws.terminate(), 1000).unref()
    }
  }
}
