import { arcPoints } from './arcs'
import { BatchWriter } from './batch-writer'
import { ascii, isLetter, isSpace, latin1, numberEnd, readNumber, startsWith, startsWithIgnoreCase, upper } from './bytes'
import { parseObjectCommand, objectKey } from './objects'
import { GcodeParseError, MoveKind, R_ARC_MESSAGE, type GcodeObject, type MoveBatch } from './types'

const LAYER_CHANGE = ascii(';LAYER_CHANGE')
const LAYER_N = ascii(';LAYER:')
const TYPE = ascii(';TYPE:')
const PRINTING_OBJECT = ascii('; printing object ')
const STOP_OBJECT = ascii('; stop printing object')
const EXCLUDE_OBJECT = ascii('EXCLUDE_OBJECT')
const NEWLINE = 10
const SEMICOLON = 59

/** Moves closer than this in Z are on the same layer. */
const Z_EPSILON = 1e-4

/**
 * Streaming G-code parser: feed it the file's bytes as they arrive, take batches of moves as typed
 * arrays. Tracks G90/G91, M82/M83, G92, G2/G3 arcs (I/J), firmware retraction (G10/G11), tools,
 * slicer feature types, layers (slicer comments when the file has them, else the height of the
 * extrusions) and objects (EXCLUDE_OBJECT_* and '; printing object' labels).
 */
export class GcodeParser {
  private out: BatchWriter
  private rest: Uint8Array | null = null
  private offset = 0
  private lineNo = 0
  // Machine state in G-code coordinates; off* are the G92 offsets.
  private x = 0
  private y = 0
  private z = 0
  private e = 0
  private offX = 0
  private offY = 0
  private offZ = 0
  private absolute = true
  private absoluteE = true
  private tool = 0
  private feature = 0
  private object = -1
  private features = new Map<string, number>([['', 0]])
  private objects = new Map<string, number>()
  // Layers.
  private commentLayers = false
  private pendingLayerFrom = -1
  private layerZ = Number.NaN
  private layers = 0
  private afterLastExtrusion = 0

  constructor(batchSize?: number) {
    this.out = new BatchWriter(batchSize)
  }

  get parsedBytes(): number {
    return this.offset
  }

  get layerCount(): number {
    return this.layers
  }

  /** Parses the complete lines of a chunk; calls onBatch whenever a batch fills. */
  push(chunk: Uint8Array, onBatch: (b: MoveBatch) => void): void {
    let buf = chunk
    if (this.rest) {
      buf = new Uint8Array(this.rest.length + chunk.length)
      buf.set(this.rest)
      buf.set(chunk, this.rest.length)
      this.rest = null
    }
    // this.offset is where buf starts in the file: the leftover begins at the first unparsed byte.
    const base = this.offset
    let start = 0
    const n = buf.length
    for (let i = 0; i < n; i++) {
      if (buf[i] !== NEWLINE) continue
      this.line(buf, start, i, base + i + 1)
      start = i + 1
      this.offset = base + start
      if (this.out.full) onBatch(this.out.take(this.offset))
    }
    if (start < n) this.rest = buf.slice(start)
  }

  /** The last line (without a newline) and whatever is left as a final batch. */
  finish(): MoveBatch {
    if (this.rest) {
      const buf = this.rest
      this.rest = null
      this.line(buf, 0, buf.length, this.offset + buf.length)
      this.offset += buf.length
    }
    return this.out.take(this.offset)
  }

  /** The end of a file cut off: the last batch without the line the cut split (its rest never came). */
  finishCut(): MoveBatch {
    this.rest = null
    return this.out.take(this.offset)
  }

  /** What has been collected since the last batch (for drawing while the file still streams). */
  flush(): MoveBatch | null {
    return this.out.pending ? this.out.take(this.offset) : null
  }

  private line(buf: Uint8Array, start: number, end: number, lineEnd: number): void {
    this.lineNo++
    let i = start
    while (i < end && isSpace(buf[i])) i++
    if (i >= end) return
    const c = buf[i]
    if (c === SEMICOLON) return this.comment(buf, i, end)
    const letter = upper(c)
    if (i + 1 < end && isLetter(buf[i + 1])) {
      if (startsWithIgnoreCase(buf, i, end, EXCLUDE_OBJECT)) this.objectCommand(latin1(buf, i, end))
      return
    }
    const code = readNumber(buf, i + 1, end)
    if (Number.isNaN(code)) return
    const after = numberEnd.at
    if (letter === 71) this.gcode(code, buf, after, end, lineEnd)
    else if (letter === 77) {
      if (code === 82) this.absoluteE = true
      else if (code === 83) this.absoluteE = false
    } else if (letter === 84) this.tool = Math.min(255, Math.max(0, code | 0))
  }

  private gcode(code: number, buf: Uint8Array, i: number, end: number, lineEnd: number): void {
    switch (code) {
      case 0:
      case 1:
      case 2:
      case 3:
        return this.move(code, buf, i, end, lineEnd)
      case 10:
        return this.add(MoveKind.retract, this.x, this.y, this.z, lineEnd)
      case 11:
        return this.add(MoveKind.unretract, this.x, this.y, this.z, lineEnd)
      case 90:
        this.absolute = true
        return
      case 91:
        this.absolute = false
        return
      case 92:
        return this.setPosition(buf, i, end)
    }
  }

  // Parameters of the line being read (NaN when absent); a scan fills them without allocating.
  private pX = Number.NaN
  private pY = Number.NaN
  private pZ = Number.NaN
  private pE = Number.NaN
  private pI = 0
  private pJ = 0
  private pR = false

  private scanParams(buf: Uint8Array, i: number, end: number): void {
    this.pX = this.pY = this.pZ = this.pE = Number.NaN
    this.pI = this.pJ = 0
    this.pR = false
    while (i < end) {
      const c = buf[i]
      if (c === SEMICOLON) return
      const l = upper(c)
      if (l >= 65 && l <= 90) {
        const v = readNumber(buf, i + 1, end)
        if (!Number.isNaN(v)) {
          if (l === 88) this.pX = v
          else if (l === 89) this.pY = v
          else if (l === 90) this.pZ = v
          else if (l === 69) this.pE = v
          else if (l === 73) this.pI = v
          else if (l === 74) this.pJ = v
          else if (l === 82) this.pR = true
          i = numberEnd.at
          continue
        }
      }
      i++
    }
  }

  private setPosition(buf: Uint8Array, i: number, end: number): void {
    this.scanParams(buf, i, end)
    const { pX, pY, pZ, pE } = this
    const all = Number.isNaN(pX) && Number.isNaN(pY) && Number.isNaN(pZ) && Number.isNaN(pE)
    // The physical position stays; later absolute coordinates are offset.
    if (all || !Number.isNaN(pX)) {
      const v = all ? 0 : pX
      this.offX += this.x - v
      this.x = v
    }
    if (all || !Number.isNaN(pY)) {
      const v = all ? 0 : pY
      this.offY += this.y - v
      this.y = v
    }
    if (all || !Number.isNaN(pZ)) {
      const v = all ? 0 : pZ
      this.offZ += this.z - v
      this.z = v
    }
    if (all || !Number.isNaN(pE)) this.e = all ? 0 : pE
  }

  private move(code: number, buf: Uint8Array, i: number, end: number, lineEnd: number): void {
    this.scanParams(buf, i, end)
    const { pX: nx, pY: ny, pZ: nz, pE: ne, pI: ai, pJ: aj } = this
    if (this.pR && code >= 2) throw new GcodeParseError(R_ARC_MESSAGE, this.lineNo)
    const x0 = this.x
    const y0 = this.y
    const z0 = this.z
    const x = Number.isNaN(nx) ? x0 : this.absolute ? nx : x0 + nx
    const y = Number.isNaN(ny) ? y0 : this.absolute ? ny : y0 + ny
    const z = Number.isNaN(nz) ? z0 : this.absolute ? nz : z0 + nz
    let de = 0
    if (!Number.isNaN(ne)) {
      const relativeE = !this.absolute || !this.absoluteE
      de = relativeE ? ne : ne - this.e
      this.e = relativeE ? this.e + ne : ne
    }
    const moved = x !== x0 || y !== y0
    this.x = x
    this.y = y
    this.z = z
    let kind: number = MoveKind.travel
    if (de > 0) kind = moved ? MoveKind.extrude : MoveKind.unretract
    else if (de < 0 && !moved && z === z0) kind = MoveKind.retract
    if (code >= 2 && moved) {
      const pts = arcPoints(x0, y0, x, y, ai, aj, code === 2)
      const steps = pts.length / 2
      for (let s = 0; s < steps; s++) this.add(kind, pts[2 * s], pts[2 * s + 1], z0 + ((z - z0) * (s + 1)) / steps, lineEnd)
      return
    }
    if (!moved && z === z0 && kind === MoveKind.travel) return
    this.add(kind, x, y, z, lineEnd)
  }

  private add(kind: number, x: number, y: number, z: number, lineEnd: number): void {
    if (kind === MoveKind.extrude) this.layerAt(z)
    this.out.add(x + this.offX, y + this.offY, z + this.offZ, kind, this.tool, this.feature, this.object, lineEnd)
    if (kind === MoveKind.extrude) this.afterLastExtrusion = this.out.total
  }

  /** An extrusion at height z: start the layer a slicer comment announced, or one by height. */
  private layerAt(z: number): void {
    if (this.pendingLayerFrom >= 0) {
      this.out.startLayerAt(this.pendingLayerFrom, z)
      this.pendingLayerFrom = -1
      this.layerZ = z
      this.layers++
    } else if (!this.commentLayers && !(Math.abs(z - this.layerZ) < Z_EPSILON)) {
      this.out.startLayerAt(this.layers === 0 ? 0 : this.afterLastExtrusion, z)
      this.layerZ = z
      this.layers++
    }
  }

  private comment(buf: Uint8Array, i: number, end: number): void {
    if (startsWith(buf, i, end, LAYER_CHANGE) || startsWith(buf, i, end, LAYER_N)) {
      this.commentLayers = true
      this.pendingLayerFrom = this.layers === 0 ? 0 : this.out.total
    } else if (startsWith(buf, i, end, TYPE)) {
      const name = latin1(buf, i + TYPE.length, end).trim()
      let id = this.features.get(name)
      if (id === undefined && this.features.size < 255) {
        id = this.features.size
        this.features.set(name, id)
        this.out.feature_(name)
      }
      this.feature = id ?? 0
    } else if (startsWith(buf, i, end, PRINTING_OBJECT)) {
      this.object = this.objectIndex({ name: objectKey(latin1(buf, i + PRINTING_OBJECT.length, end).trim()) })
    } else if (startsWith(buf, i, end, STOP_OBJECT)) this.object = -1
  }

  private objectCommand(text: string): void {
    const cmd = parseObjectCommand(text)
    if (cmd.kind === 'define' && cmd.object) this.objectIndex(cmd.object, true)
    else if (cmd.kind === 'start' && cmd.object) this.object = this.objectIndex(cmd.object)
    else if (cmd.kind === 'end') this.object = -1
  }

  private objectIndex(o: GcodeObject, define = false): number {
    const known = this.objects.get(o.name)
    if (known !== undefined) return known
    if (this.objects.size >= 32767) return -1
    const id = this.objects.size
    this.objects.set(o.name, id)
    this.out.object_(define ? o : { name: o.name })
    return id
  }
}
