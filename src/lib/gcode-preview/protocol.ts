import type { ColorMode } from './segments'
import type { MoveBatch } from './types'

/** Extent of the extrusions so far. */
export interface Bounds {
  minX: number
  minY: number
  minZ: number
  maxX: number
  maxY: number
  maxZ: number
}

/**
 * Page → worker: parse the file at url (a oneshot token already in it when auth is on), then, once
 * parsed, build the 3D view's segments on request (the worker keeps the moves for that). A download
 * cut off is resumed from a fresh url, or stopped there (the file ends with what was read).
 */
export type WorkerRequest =
  | { type: 'parse'; url: string; size: number }
  | { type: 'resume'; url: string }
  | { type: 'stop' }
  | { type: 'segments'; id: number; mode: ColorMode; budget: number }

/** Worker → page. Batches carry the bounds and extrusion count so the page does no per-move work. */
export type ParseMessage =
  | { type: 'batch' | 'done'; batch: MoveBatch; loaded: number; total: number; bounds: Bounds; extrusions: number }
  | { type: 'progress'; loaded: number; total: number }
  /** The download broke off after `loaded` bytes; `retry`: worth resuming (the server may be back soon). */
  | { type: 'cut'; loaded: number; total: number; retry: boolean }
  | { type: 'error'; message: string }
  | { type: 'segments'; id: number; positions: Float32Array; colors: Uint8Array; layerEnd: Uint32Array; vertices: number }
