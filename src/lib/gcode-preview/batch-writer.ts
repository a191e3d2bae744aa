import type { GcodeObject, MoveBatch } from './types'

/** Collects moves into fixed-size typed arrays and hands them out as batches. */
export class BatchWriter {
  private cap: number
  private first = 0
  private n = 0
  private x!: Float32Array
  private y!: Float32Array
  private z!: Float32Array
  private kind!: Uint8Array
  private tool!: Uint8Array
  private feature!: Uint8Array
  private object!: Int16Array
  private filePos!: Uint32Array
  private layerStart: number[] = []
  private layerZ: number[] = []
  private newFeatures: string[] = []
  private newObjects: GcodeObject[] = []

  constructor(capacity = 1 << 16) {
    this.cap = capacity
    this.allocate()
  }

  private allocate(): void {
    const c = this.cap
    this.x = new Float32Array(c)
    this.y = new Float32Array(c)
    this.z = new Float32Array(c)
    this.kind = new Uint8Array(c)
    this.tool = new Uint8Array(c)
    this.feature = new Uint8Array(c)
    this.object = new Int16Array(c)
    this.filePos = new Uint32Array(c)
  }

  /** Index the next move will get. */
  get total(): number {
    return this.first + this.n
  }

  get full(): boolean {
    return this.n >= this.cap
  }

  get pending(): boolean {
    return this.n > 0 || this.layerStart.length > 0 || this.newObjects.length > 0 || this.newFeatures.length > 0
  }

  add(x: number, y: number, z: number, kind: number, tool: number, feature: number, object: number, filePos: number): void {
    const i = this.n++
    this.x[i] = x
    this.y[i] = y
    this.z[i] = z
    this.kind[i] = kind
    this.tool[i] = tool
    this.feature[i] = feature
    this.object[i] = object
    this.filePos[i] = filePos
  }

  /** A layer that begins at move index `from` (possibly in an earlier batch) at height z. */
  startLayerAt(from: number, z: number): void {
    this.layerStart.push(from)
    this.layerZ.push(z)
  }

  feature_(name: string): void {
    this.newFeatures.push(name)
  }

  object_(o: GcodeObject): void {
    this.newObjects.push(o)
  }

  /** Hands out what was collected (the arrays are trimmed views the receiver may keep). */
  take(parsedBytes: number): MoveBatch {
    const n = this.n
    const batch: MoveBatch = {
      first: this.first,
      count: n,
      x: this.x.slice(0, n),
      y: this.y.slice(0, n),
      z: this.z.slice(0, n),
      kind: this.kind.slice(0, n),
      tool: this.tool.slice(0, n),
      feature: this.feature.slice(0, n),
      object: this.object.slice(0, n),
      filePos: this.filePos.slice(0, n),
      layerStart: this.layerStart,
      layerZ: this.layerZ,
      newFeatures: this.newFeatures,
      newObjects: this.newObjects,
      parsedBytes,
    }
    this.first += n
    this.n = 0
    this.layerStart = []
    this.layerZ = []
    this.newFeatures = []
    this.newObjects = []
    return batch
  }
}

/** The transferable buffers of a batch (postMessage hands them over without a copy). */
export function batchBuffers(b: MoveBatch): ArrayBuffer[] {
  return [b.x, b.y, b.z, b.kind, b.tool, b.feature, b.object, b.filePos].map((a) => a.buffer as ArrayBuffer)
}
