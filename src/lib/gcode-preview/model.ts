import { lastAtOrBelow, layerRangeOf } from './search'
import { MoveKind, type GcodeObject, type MoveBatch } from './types'

type Typed = Float32Array | Uint8Array | Int16Array | Uint32Array

function grow<T extends Typed>(a: T, need: number): T {
  if (need <= a.length) return a
  let cap = Math.max(1024, a.length)
  while (cap < need) cap *= 2
  const b = new (a.constructor as new (n: number) => T)(cap)
  b.set(a)
  return b
}

/**
 * A parsed file on the page: the moves of every batch so far in growing typed arrays, the layer
 * table, features and objects. Both the 2D and the 3D view read it; `version` changes as batches
 * arrive.
 */
export class GcodeModel {
  count = 0
  x = new Float32Array(0)
  y = new Float32Array(0)
  z = new Float32Array(0)
  kind = new Uint8Array(0)
  tool = new Uint8Array(0)
  feature = new Uint8Array(0)
  object = new Int16Array(0)
  filePos = new Uint32Array(0)
  layerCount = 0
  layerStart = new Uint32Array(0)
  layerZ = new Float32Array(0)
  features: string[] = ['']
  objects: GcodeObject[] = []
  parsedBytes = 0
  version = 0
  /** Extent of the extrusions (the printed part), for fitting the view. */
  bounds = { minX: Infinity, minY: Infinity, minZ: Infinity, maxX: -Infinity, maxY: -Infinity, maxZ: -Infinity }
  extrusions = 0

  append(b: MoveBatch): void {
    const n = this.count + b.count
    this.x = grow(this.x, n)
    this.y = grow(this.y, n)
    this.z = grow(this.z, n)
    this.kind = grow(this.kind, n)
    this.tool = grow(this.tool, n)
    this.feature = grow(this.feature, n)
    this.object = grow(this.object, n)
    this.filePos = grow(this.filePos, n)
    const at = this.count
    this.x.set(b.x, at)
    this.y.set(b.y, at)
    this.z.set(b.z, at)
    this.kind.set(b.kind, at)
    this.tool.set(b.tool, at)
    this.feature.set(b.feature, at)
    this.object.set(b.object, at)
    this.filePos.set(b.filePos, at)
    this.count = n
    const bb = this.bounds
    for (let i = 0; i < b.count; i++) {
      if (b.kind[i] !== MoveKind.extrude) continue
      this.extrusions++
      const x = b.x[i], y = b.y[i], z = b.z[i]
      if (x < bb.minX) bb.minX = x
      if (x > bb.maxX) bb.maxX = x
      if (y < bb.minY) bb.minY = y
      if (y > bb.maxY) bb.maxY = y
      if (z < bb.minZ) bb.minZ = z
      if (z > bb.maxZ) bb.maxZ = z
    }
    const layers = this.layerCount + b.layerStart.length
    this.layerStart = grow(this.layerStart, layers)
    this.layerZ = grow(this.layerZ, layers)
    for (let k = 0; k < b.layerStart.length; k++) {
      this.layerStart[this.layerCount] = b.layerStart[k]
      this.layerZ[this.layerCount] = b.layerZ[k]
      this.layerCount++
    }
    this.features.push(...b.newFeatures)
    this.objects.push(...b.newObjects)
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

  /** The last move whose line ends at or before a byte offset of the file (virtual_sdcard.file_position). */
  moveAtFilePosition(pos: number): number {
    return lastAtOrBelow(this.count, (i) => this.filePos[i], pos)
  }
}

/** Builds a model from batches (tests, and the parse of a small file). */
export function modelOf(batches: MoveBatch[]): GcodeModel {
  const m = new GcodeModel()
  for (const b of batches) m.append(b)
  return m
}
