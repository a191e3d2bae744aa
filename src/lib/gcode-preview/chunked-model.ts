import type { Bounds } from './protocol'
import { lastAtOrBelow, layerRangeOf } from './search'
import type { GcodeObject, MoveBatch } from './types'

/** One batch of moves as the worker handed it over (its arrays are kept as they came, never copied). */
export type MoveChunk = Pick<MoveBatch, 'first' | 'count' | 'x' | 'y' | 'z' | 'kind' | 'tool' | 'feature' | 'object' | 'filePos'>

function growTo<T extends Float32Array | Uint32Array>(a: T, need: number, make: (n: number) => T): T {
  if (need <= a.length) return a
  const b = make(Math.max(256, a.length * 2, need))
  b.set(a)
  return b
}

/**
 * A parsed file on the page, kept as the list of chunks the worker transferred: appending a batch is
 * a push (no copy of earlier moves, whatever the file's size). The layer table, bounds and extrusion
 * count come from the worker; the views read moves chunk by chunk (`forEachRun`).
 */
export class PreviewModel {
  count = 0
  readonly chunks: MoveChunk[] = []
  layerCount = 0
  layerStart = new Uint32Array(0)
  layerZ = new Float32Array(0)
  features: string[] = ['']
  objects: GcodeObject[] = []
  parsedBytes = 0
  version = 0
  /** Extent of the extrusions (the printed part), for fitting the view. */
  bounds: Bounds = { minX: Infinity, minY: Infinity, minZ: Infinity, maxX: -Infinity, maxY: -Infinity, maxZ: -Infinity }
  extrusions = 0

  append(b: MoveBatch, bounds?: Bounds, extrusions?: number): void {
    if (b.count > 0) {
      this.chunks.push(b)
      this.count = b.first + b.count
    }
    const layers = this.layerCount + b.layerStart.length
    this.layerStart = growTo(this.layerStart, layers, (n) => new Uint32Array(n))
    this.layerZ = growTo(this.layerZ, layers, (n) => new Float32Array(n))
    for (let k = 0; k < b.layerStart.length; k++) {
      this.layerStart[this.layerCount] = b.layerStart[k]
      this.layerZ[this.layerCount] = b.layerZ[k]
      this.layerCount++
    }
    if (b.newFeatures.length) this.features.push(...b.newFeatures)
    if (b.newObjects.length) this.objects.push(...b.newObjects)
    if (bounds) this.bounds = bounds
    if (extrusions !== undefined) this.extrusions = extrusions
    this.parsedBytes = b.parsedBytes
    this.version++
  }

  /** Moves of layer l: [start, end). */
  layerRange(l: number): [number, number] {
    return layerRangeOf(this.layerStart, this.layerCount, this.count, l)
  }

  /** The layer a move belongs to (-1 before the first layer). */
  layerOfMove(i: number): number {
    return lastAtOrBelow(this.layerCount, (l) => this.layerStart[l], i)
  }

  /** Index of the chunk holding move i (the last chunk when i is past the end). */
  chunkAt(i: number): number {
    return Math.max(0, lastAtOrBelow(this.chunks.length, (k) => this.chunks[k].first, i))
  }

  /** Calls fn with each chunk's part of the moves [start, end), as chunk-local [from, to). */
  forEachRun(start: number, end: number, fn: (c: MoveChunk, from: number, to: number) => void): void {
    if (end <= start || this.chunks.length === 0) return
    for (let k = this.chunkAt(start); k < this.chunks.length; k++) {
      const c = this.chunks[k]
      if (c.first >= end) break
      const from = Math.max(start - c.first, 0)
      const to = Math.min(end - c.first, c.count)
      if (to > from) fn(c, from, to)
    }
  }

  /** Where move i starts: the end of move i - 1 (the origin before the first move). */
  startOf(i: number): [number, number, number] {
    if (i <= 0 || this.chunks.length === 0) return [0, 0, 0]
    const c = this.chunks[this.chunkAt(i - 1)]
    const j = Math.min(i - 1 - c.first, c.count - 1)
    return [c.x[j], c.y[j], c.z[j]]
  }

  /** The last move whose line ends at or before a byte offset of the file (virtual_sdcard.file_position). */
  moveAtFilePosition(pos: number): number {
    const k = lastAtOrBelow(this.chunks.length, (k) => this.chunks[k].filePos[0], pos)
    if (k < 0) return -1
    const c = this.chunks[k]
    return c.first + Math.max(0, lastAtOrBelow(c.count, (j) => c.filePos[j], pos))
  }
}
