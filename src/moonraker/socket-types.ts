/** The socket's life: connecting → open → (closed | disconnecting → connecting …). */
export type SocketPhase = 'idle' | 'connecting' | 'open' | 'disconnecting' | 'closed'

export interface SocketStatus {
  phase: SocketPhase
  /** Set when the server refused the socket with 401: no retry. */
  unauthorized: boolean
  /** Failed attempts since the socket was last open. */
  attempts: number
  /** When the next attempt starts (epoch ms) while waiting for it; null while one runs or none is planned. */
  retryAt: number | null
}

export interface RpcNotification {
  method: string
  params?: unknown[]
}

/** The parts of a browser WebSocket we use, so tests can swap in a fake. */
export interface SocketLike {
  readyState: number
  onopen: ((ev: unknown) => void) | null
  onclose: ((ev: { code: number; wasClean: boolean; reason?: string }) => void) | null
  onmessage: ((ev: { data: unknown }) => void) | null
  onerror: ((ev: unknown) => void) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}
