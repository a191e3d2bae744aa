import type { MoveBatch } from './types'

/** Page → worker: parse the file at url (a oneshot token already in it when auth is on). */
export interface ParseRequest {
  url: string
  /** Size from the file listing, for progress when the server sends no Content-Length. */
  size: number
}

/** Worker → page. */
export type ParseMessage =
  | { type: 'batch'; batch: MoveBatch; loaded: number; total: number }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'done'; batch: MoveBatch; loaded: number; total: number }
  | { type: 'error'; message: string }
