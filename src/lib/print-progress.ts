/** Print figures of SPEC §9 (layers, flow, time estimates), computed from printer objects and file metadata. */
import { formatDate, formatTime, type DateTimePrefs } from './datetime'

/** Slicer metadata the figures need (server.files.metadata). */
export interface LayerMetadata {
  first_layer_height?: number
  layer_height?: number
  object_height?: number
  layer_count?: number
}

/** The SPEC formula: ceil((z − first layer height) / layer height + 1). 0 when unknown. */
export function layerAt(z: number, firstLayerHeight: number, layerHeight: number): number {
  if (!(layerHeight > 0) || !Number.isFinite(z) || !Number.isFinite(firstLayerHeight)) return 0
  const layer = Math.ceil((z - firstLayerHeight) / layerHeight + 1)
  return layer > 0 ? layer : 0
}

/**
 * The current layer: Klipper's own count (SET_PRINT_STATS_INFO) when the file reports it, else the
 * SPEC formula from the G-code Z once the print has run.
 */
export function currentLayer(opts: { infoLayer?: number | null; z?: number; printDuration?: number; meta?: LayerMetadata | null }): number {
  if (typeof opts.infoLayer === 'number') return opts.infoLayer
  const { meta, z } = opts
  if (!meta || z === undefined || !(opts.printDuration && opts.printDuration > 0)) return 0
  if (meta.first_layer_height === undefined || meta.layer_height === undefined) return 0
  return layerAt(z, meta.first_layer_height, meta.layer_height)
}

/** The number of layers: Klipper's, else the slicer's layer_count, else the formula at object height. */
export function totalLayers(opts: { infoTotal?: number | null; meta?: LayerMetadata | null }): number {
  if (typeof opts.infoTotal === 'number') return opts.infoTotal
  const meta = opts.meta
  if (!meta) return 0
  if (typeof meta.layer_count === 'number' && meta.layer_count > 0) return meta.layer_count
  if (meta.object_height !== undefined && meta.first_layer_height !== undefined && meta.layer_height !== undefined) {
    return layerAt(meta.object_height, meta.first_layer_height, meta.layer_height)
  }
  return 0
}

/** Default filament diameter when the extruder config has none (SPEC §9). */
export const DEFAULT_FILAMENT_DIAMETER = 1.75

/** Flow needs at least this much time between samples (SPEC §5). */
export const FLOW_MIN_INTERVAL_S = 2

/** Volumetric flow in mm³/s: filament cross-section times extruded length over time. */
export function volumetricFlow(extrudedMm: number, seconds: number, diameter = DEFAULT_FILAMENT_DIAMETER): number {
  if (!(seconds > 0)) return 0
  const area = Math.PI * (diameter / 2) ** 2
  return Math.max(0, (area * extrudedMm) / seconds)
}

/**
 * Tracks print_stats.filament_used over time. The flow is recomputed only when at least 2 s passed
 * since the last computation, so a burst of status updates cannot produce a noisy figure.
 */
export class FlowTracker {
  private last: { filament: number; time: number } | null = null
  private flow = 0

  constructor(private diameter = DEFAULT_FILAMENT_DIAMETER) {}

  setDiameter(diameter: number): void {
    this.diameter = diameter > 0 ? diameter : DEFAULT_FILAMENT_DIAMETER
  }

  /** Feeds a sample (filament in mm, time in s); returns the current flow (mm³/s). */
  sample(filamentUsed: number, timeS: number): number {
    if (!this.last || filamentUsed < this.last.filament || timeS < this.last.time) {
      this.last = { filament: filamentUsed, time: timeS }
      this.flow = 0
      return this.flow
    }
    const elapsed = timeS - this.last.time
    if (elapsed < FLOW_MIN_INTERVAL_S) return this.flow
    this.flow = volumetricFlow(filamentUsed - this.last.filament, elapsed, this.diameter)
    this.last = { filament: filamentUsed, time: timeS }
    return this.flow
  }

  reset(): void {
    this.last = null
    this.flow = 0
  }
}

/**
 * How progress is computed, stored as Fluidd does: uiSettings.general.printProgressCalculation, a
 * list whose results are averaged ('file' is relative to the G-code body, 'fileAbsolute' is
 * virtual_sdcard.progress over the whole file).
 */
export type ProgressMethod = 'file' | 'fileAbsolute' | 'slicer' | 'filament'
const METHODS: ProgressMethod[] = ['file', 'fileAbsolute', 'slicer', 'filament']
export const DEFAULT_PROGRESS_METHODS: ProgressMethod[] = ['file']

/** What Settings offers (Fluidd's names); 'mix' is the average of file and filament. */
export type ProgressChoice = 'file' | 'slicer' | 'filament' | 'mix'
export const PROGRESS_CHOICES: ProgressChoice[] = ['file', 'slicer', 'filament', 'mix']

/** The stored list, cleaned: unknown entries dropped, duplicates removed, ['file'] when empty. */
export function progressMethods(stored: unknown): ProgressMethod[] {
  const list = Array.isArray(stored) ? stored : typeof stored === 'string' ? [stored] : []
  const methods = METHODS.filter((m) => list.includes(m))
  return methods.length > 0 ? methods : DEFAULT_PROGRESS_METHODS
}

/** The Settings choice a stored list reads as (a list of several methods is a mix). */
export function progressChoice(stored: unknown): ProgressChoice {
  const methods = progressMethods(stored)
  if (methods.length > 1) return 'mix'
  return methods[0] === 'fileAbsolute' ? 'file' : methods[0]
}

/** The list a Settings choice is stored as. */
export function methodsForChoice(choice: ProgressChoice): ProgressMethod[] {
  return choice === 'mix' ? ['file', 'filament'] : [choice]
}

const clamp01 = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0)

/** What the progress figures are computed from (printer objects and the file's metadata). */
export interface ProgressInput {
  /** print_stats.state: a complete print is 100 % whatever the estimate said. */
  state?: string
  /** virtual_sdcard.file_position (bytes). */
  filePosition?: number
  /** virtual_sdcard.progress (0–1 over the whole file, thumbnails included). */
  fileProgress?: number
  /** Metadata gcode_start_byte / gcode_end_byte: where the G-code body starts and ends. */
  gcodeStartByte?: number
  gcodeEndByte?: number
  /** print_stats.print_duration (s). */
  printDuration?: number
  /** Slicer's estimated_time (s). */
  estimatedTime?: number
  /** print_stats.filament_used and the slicer's filament_total (mm). */
  filamentUsed?: number
  filamentTotal?: number
}

/**
 * Progress through the G-code body: (file_position − gcode_start_byte) / (gcode_end_byte −
 * gcode_start_byte), so the thumbnail header before the first command counts for nothing. Without
 * the byte range it is virtual_sdcard.progress.
 */
export function fileRelativeProgress(input: ProgressInput): number {
  const { filePosition, gcodeStartByte: start, gcodeEndByte: end } = input
  if (typeof filePosition === 'number' && typeof start === 'number' && typeof end === 'number' && end > start) {
    return clamp01((filePosition - start) / (end - start))
  }
  return clamp01(input.fileProgress ?? 0)
}

/** One method's figure, or null when the file or printer lacks what it needs. */
export function progressBy(method: ProgressMethod, input: ProgressInput): number | null {
  switch (method) {
    case 'file':
      return fileRelativeProgress(input)
    case 'fileAbsolute':
      return clamp01(input.fileProgress ?? 0)
    case 'slicer':
      return input.estimatedTime && input.estimatedTime > 0 ? clamp01((input.printDuration ?? 0) / input.estimatedTime) : null
    case 'filament':
      return input.filamentTotal && input.filamentTotal > 0 ? clamp01((input.filamentUsed ?? 0) / input.filamentTotal) : null
  }
}

/**
 * The print's progress (0–1) by the user's methods: the average of those that can be computed,
 * the file's body-relative figure when none can. The card, page title and favicon all show this.
 */
export function printProgress(input: ProgressInput, methods: readonly ProgressMethod[] = DEFAULT_PROGRESS_METHODS): number {
  if (input.state === 'complete') return 1
  const values = methods.map((m) => progressBy(m, input)).filter((v): v is number => v !== null)
  if (values.length === 0) return fileRelativeProgress(input)
  return values.reduce((a, b) => a + b, 0) / values.length
}

/**
 * Seconds left when `progress` took `printDuration`: duration / progress − duration. 0 (unknown)
 * before anything printed. With the slicer method this is exactly estimated_time − print_duration.
 */
export function timeLeft(printDuration: number, progress: number): number {
  if (!(printDuration > 0) || !(progress > 0)) return 0
  if (progress >= 1) return 0
  return Math.max(0, printDuration / progress - printDuration)
}

/** The wall-clock time a print should end, from seconds left. */
export function finishTime(nowMs: number, leftS: number): number {
  return leftS > 0 ? nowMs + leftS * 1000 : 0
}

/**
 * The finish clock time in the user's 12/24 h format; a finish on another day also names the day
 * ('Jan 31 01:30 pm'). '' when unknown.
 */
export function formatFinish(finishMs: number, nowMs: number, prefs: DateTimePrefs): string {
  if (!(finishMs > 0)) return ''
  const finish = new Date(finishMs)
  const now = new Date(nowMs)
  const sameDay = finish.getFullYear() === now.getFullYear() && finish.getMonth() === now.getMonth() && finish.getDate() === now.getDate()
  return sameDay ? formatTime(finish, prefs) : `${formatDate(finish, prefs, false)} ${formatTime(finish, prefs)}`
}

/** Progress 0–1 as a whole percentage, floored so 100 % means done. */
export function progressPercent(progress: number | undefined): number {
  if (!progress || !Number.isFinite(progress)) return 0
  return Math.min(100, Math.max(0, Math.floor(progress * 100)))
}
