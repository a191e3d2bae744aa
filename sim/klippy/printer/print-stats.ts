/**
 * print_stats: job state, durations (print_duration starts with the first extrusion and
 * leaves out pauses, as Klipper counts it), filament used and layer info.
 */
import type { GcodeDispatcher } from '../gcode/dispatcher'
import type { JobEndStatus, PrintEnded, PrintStarted } from '../types'
import { round, type Status, type StatusObject } from './types'

export type PrintState = 'standby' | 'printing' | 'paused' | 'complete' | 'cancelled' | 'error'

export interface PrintStatsEvents {
  started(info: PrintStarted): void
  ended(info: PrintEnded): void
  layer(layer: number): void
}

export class PrintStats implements StatusObject {
  filename = ''
  state: PrintState = 'standby'
  message = ''
  totalLayer: number | null = null
  currentLayer: number | null = null
  filamentUsed = 0
  /** Simulated time the job started, or undefined when no job is under way. */
  private startTime?: number
  private wallStart = 0
  private lastPauseTime?: number
  private pauseDuration = 0
  /** Seconds from start to the first extrusion; undefined until the nozzle first extrudes. */
  private initDuration?: number
  private lastE = 0
  private endTotal = 0
  private endPrint = 0

  constructor(
    private readonly extruderPosition: () => number,
    private readonly events: PrintStatsEvents,
  ) {}

  get active(): boolean {
    return this.startTime !== undefined
  }

  private updateFilament(): void {
    const e = this.extruderPosition()
    if (this.state === 'printing') this.filamentUsed += e - this.lastE
    this.lastE = e
  }

  reset(filename = ''): void {
    this.filename = filename
    this.state = 'standby'
    this.message = ''
    this.totalLayer = null
    this.currentLayer = null
    this.filamentUsed = 0
    this.startTime = undefined
    this.lastPauseTime = undefined
    this.pauseDuration = 0
    this.initDuration = undefined
    this.endTotal = 0
    this.endPrint = 0
  }

  noteStart(now: number): void {
    if (this.startTime === undefined) {
      this.startTime = now
      this.wallStart = Date.now() / 1000
      this.events.started({ filename: this.filename, start_time: this.wallStart })
    } else if (this.lastPauseTime !== undefined) {
      this.pauseDuration += now - this.lastPauseTime
      this.lastPauseTime = undefined
    }
    this.lastE = this.extruderPosition()
    this.state = 'printing'
    this.message = ''
  }

  notePause(now: number): void {
    if (this.lastPauseTime === undefined) {
      this.updateFilament()
      this.lastPauseTime = now
    }
    if (this.state !== 'error') this.state = 'paused'
  }

  private finish(now: number, state: PrintState, status: JobEndStatus, message = ''): void {
    if (this.startTime === undefined) return
    this.updateFilament()
    if (this.lastPauseTime !== undefined) {
      this.pauseDuration += now - this.lastPauseTime
      this.lastPauseTime = undefined
    }
    this.endTotal = now - this.startTime
    this.endPrint = this.printDuration(now)
    this.startTime = undefined
    this.state = state
    this.message = message
    this.events.ended({
      filename: this.filename,
      status,
      start_time: this.wallStart,
      end_time: Date.now() / 1000,
      print_duration: round(this.endPrint, 3),
      total_duration: round(this.endTotal, 3),
      filament_used: round(this.filamentUsed, 4),
    })
  }

  noteComplete(now: number): void {
    this.finish(now, 'complete', 'completed')
  }
  noteCancel(now: number): void {
    this.finish(now, 'cancelled', 'cancelled')
  }
  noteError(now: number, message: string, status: JobEndStatus = 'error'): void {
    this.finish(now, 'error', status, message)
  }

  /** The toolhead pushed filament: print_duration starts counting from the first time. */
  noteExtrusion(now: number): void {
    if (this.startTime === undefined || this.initDuration !== undefined || this.state !== 'printing') return
    this.initDuration = now - this.startTime - this.pauseDuration
  }

  setLayer(layer: number): void {
    if (this.currentLayer === layer) return
    this.currentLayer = layer
    this.events.layer(layer)
  }

  private printDuration(now: number): number {
    if (this.startTime === undefined) return this.endPrint
    const pausing = this.lastPauseTime !== undefined ? now - this.lastPauseTime : 0
    // Time before the first extrusion (heating, homing) does not count as printing.
    if (this.initDuration === undefined) return 0
    return Math.max(0, now - this.startTime - this.pauseDuration - pausing - this.initDuration)
  }

  register(gcode: GcodeDispatcher): void {
    gcode.register(
      'SET_PRINT_STATS_INFO',
      (c) => {
        const total = c.getInt('TOTAL_LAYER', undefined, { minval: 0 }) ?? this.totalLayer ?? undefined
        const current = c.getInt('CURRENT_LAYER', undefined, { minval: 0 }) ?? this.currentLayer ?? undefined
        if (total === 0) {
          this.totalLayer = null
          this.currentLayer = null
        } else if (total !== undefined && total !== this.totalLayer) {
          this.totalLayer = total
          this.currentLayer = 0
        }
        if (this.totalLayer !== null && current !== undefined && current !== this.currentLayer) {
          this.setLayer(Math.min(current, this.totalLayer))
        }
      },
      'Tell Klipper the current and total layer of the print',
    )
  }

  getStatus(eventtime: number): Status {
    if (this.startTime !== undefined) this.updateFilament()
    const total = this.startTime !== undefined ? eventtime - this.startTime : this.endTotal
    return {
      filename: this.filename,
      total_duration: round(total, 3),
      print_duration: round(this.printDuration(eventtime), 3),
      filament_used: round(this.filamentUsed, 4),
      state: this.state,
      message: this.message,
      info: { total_layer: this.totalLayer, current_layer: this.currentLayer },
    }
  }
}
