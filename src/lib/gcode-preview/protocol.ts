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
 * parsed, build the 3D view's segments on request (the worker keeps the moves for that).
 */
export type WorkerRequest =
  | { type: 'parse'; url: string; size: number }
  | { type: 'segments'; id: number; mode: ColorMode; budget: number }

/** Worker → page. Batches carry the bounds and extrusion count so the page does no per-move work. */
export type ParseMessage =
  | { type: 'batch' | 'done'; batch: MoveBatch; loaded: number; total: number; bounds: Bounds; extrusions: number }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'error'; message: string }
  | { type: 'segments'; id: number; positions: Float32Array; colors: Uint8Array; layerEnd: Uint32Array; vertices: number }
