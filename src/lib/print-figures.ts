/** Print figures of SPEC §9 (layers, flow, finish time), computed from printer objects and file metadata. */
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
