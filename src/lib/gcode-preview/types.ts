/** What a move does; stored as one byte per move. */
export const MoveKind = {
  travel: 0,
  extrude: 1,
  retract: 2,
  unretract: 3,
} as const
export type MoveKind = (typeof MoveKind)[keyof typeof MoveKind]

/** An object of the plate, from EXCLUDE_OBJECT_DEFINE or a slicer's '; printing object' label. */
export interface GcodeObject {
  /** The name as Klipper reports it in exclude_object (upper-case, no spaces). */
  name: string
  center?: [number, number]
  polygon?: [number, number][]
}

/**
 * Moves parsed since the previous batch. Each move ends at (x, y, z); it starts where the move before
 * it ended (the first move of a file starts at the origin). Typed arrays keep a 50 MB file in a few
 * tens of MB and let the worker hand them over without copying.
 */
export interface MoveBatch {
  /** Index of the first move in this batch. */
  first: number
  count: number
  x: Float32Array
  y: Float32Array
  z: Float32Array
  kind: Uint8Array
  tool: Uint8Array
  /** Index into the feature list (';TYPE:' names), 0 when unknown. */
  feature: Uint8Array
  /** Index into the object list, -1 outside any object. */
  object: Int16Array
  /** Byte offset just past the move's line, for following virtual_sdcard.file_position. */
  filePos: Uint32Array
  /** Layers that start in this batch: index of their first move and their height. */
  layerStart: number[]
  layerZ: number[]
  /** Feature names and objects first seen in this batch (appended to the lists). */
  newFeatures: string[]
  newObjects: GcodeObject[]
  /** Bytes read so far. */
  parsedBytes: number
}

export class GcodeParseError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message)
    this.name = 'GcodeParseError'
  }
}

/** SPEC §8: arcs given by radius are not drawn. */
export const R_ARC_MESSAGE = 'Arcs using the R parameter are not supported (G2/G3 with I/J only)'
