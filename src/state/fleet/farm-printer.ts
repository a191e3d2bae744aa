/** What the farm page and the alerts know of one printer, whichever session (light or full) feeds it. */
import type { PrinterStatus } from '../../moonraker/klipper-types'
import type { FileMetadata, KlippyState } from '../../moonraker/types'
import { objectOf } from '../../moonraker/printer-objects'
import { currentLayer, totalLayers } from '../../lib/print-figures'
import { printerStateLabel, type PrinterStateLabel } from '../../lib/printer-state'
import { printProgress, timeLeft } from '../../lib/print-progress'

/** The objects a light session subscribes to (heaters' temperature and target are added by name). */
export const FARM_OBJECTS: Record<string, string[] | null> = {
  webhooks: ['state', 'state_message'],
  print_stats: ['state', 'filename', 'print_duration', 'filament_used', 'message', 'info'],
  display_status: ['progress', 'message'],
  virtual_sdcard: ['progress', 'file_position', 'is_active'],
  idle_timeout: ['state'],
  toolhead: ['homed_axes', 'position'],
}

/** The session's link to the printer: 'login' wants credentials, 'offline' waits to try again, 'refused': it answers but not to this page's origin (CORS). */
export type FarmConnection = 'connecting' | 'online' | 'offline' | 'refused' | 'login'

export interface FarmPrinter {
  connection: FarmConnection
  /** Why the printer cannot be reached, as the network or the server said it. */
  error: string
  /** When the connection last changed (epoch ms): "offline since". */
  since: number | null
  /** When the next attempt runs while offline. */
  retryAt: number | null
  klippyState: KlippyState | 'unknown'
  objects: PrinterStatus
  /** When the last status reading arrived (epoch ms). */
  lastReading: number | null
  /** The printer's own name (uiSettings.general.instanceName), null when it has none. */
  name: string | null
  meta: FileMetadata | null
  thumbnailUrl: string | null
  /** The first camera's snapshot, when the printer has one. */
  snapshotUrl: string | null
  /** Jobs in the printer's job queue, as its last queue notification said; null before one. */
  queuedJobs: number | null
  /** The file the queue prints next (updated_queue[0]), null with none or before a notification. */
  nextJob: string | null
  /** The queue's state (ready, loading, starting, paused), null before a notification. */
  queueState: 'ready' | 'loading' | 'starting' | 'paused' | null
  /** The printer's queue waits for a bed check between jobs (its own setting, read from its database). */
  bedCheck: boolean
  /** Which printer answers (identity.ts). */
  identity: string | null
  /** The printer remembered at this address, when another one answers there now. */
  foreignIdentity: string | null
}

export const initialFarmPrinter = (): FarmPrinter => ({
  connection: 'connecting',
  error: '',
  since: null,
  retryAt: null,
  klippyState: 'unknown',
  objects: {},
  lastReading: null,
  name: null,
  meta: null,
  thumbnailUrl: null,
  snapshotUrl: null,
  queuedJobs: null,
  nextJob: null,
  queueState: null,
  bedCheck: false,
  identity: null,
  foreignIdentity: null,
})

/** The printer's name: its own, else its host (host:port tells apart two of the same name). */
export const printerName = (p: Pick<FarmPrinter, 'name'>, host: string) => p.name ?? host

/** The one word the card leads with: the connection's, Klippy's, or the printer's state label. */
export type FarmState = 'offline' | 'refused' | 'connecting' | 'login' | 'foreign' | 'shutdown' | 'error' | 'startup' | PrinterStateLabel

export function farmState(p: FarmPrinter): FarmState {
  if (p.connection !== 'online') return p.connection
  if (p.foreignIdentity) return 'foreign'
  if (p.klippyState === 'shutdown' || p.klippyState === 'error') return p.klippyState
  if (p.klippyState !== 'ready') return 'startup'
  const label = printerStateLabel(objectOf(p.objects, 'idle_timeout')?.state, objectOf(p.objects, 'print_stats')?.state)
  // A print that ended in error says so, whatever idle_timeout says.
  return objectOf(p.objects, 'print_stats')?.state === 'error' ? 'error' : label
}

/** Klipper's own words while it is not ready (a shutdown's reason, a config error), else ''. */
export function farmProblem(p: FarmPrinter): string {
  const state = farmState(p)
  return state === 'shutdown' || state === 'error' || state === 'startup' ? (objectOf(p.objects, 'webhooks')?.state_message ?? '') : ''
}

/** States the filter offers, in the order a farm operator looks at them. */
export const FARM_STATE_ORDER: FarmState[] = ['error', 'shutdown', 'foreign', 'paused', 'printing', 'busy', 'complete', 'cancelled', 'ready', 'idle', 'standby', 'startup', 'loading', 'connecting', 'login', 'refused', 'offline']

export interface FarmFigures {
  filename: string
  /** 0–1. */
  progress: number
  layer: number
  layers: number
  /** Seconds; 0 when unknown. */
  left: number
  extruder?: { temperature: number; target: number }
  bed?: { temperature: number; target: number }
}

export function farmFigures(p: FarmPrinter): FarmFigures {
  const stats = objectOf(p.objects, 'print_stats')
  const sd = objectOf(p.objects, 'virtual_sdcard')
  const meta = p.meta
  const printDuration = stats?.print_duration ?? 0
  const progress = printProgress({
    state: stats?.state,
    filePosition: sd?.file_position,
    fileProgress: sd?.progress,
    gcodeStartByte: meta?.gcode_start_byte,
    gcodeEndByte: meta?.gcode_end_byte,
    printDuration,
    estimatedTime: meta?.estimated_time,
    filamentUsed: stats?.filament_used,
    filamentTotal: meta?.filament_total,
  })
  const heater = (name: 'extruder' | 'heater_bed') => {
    const h = p.objects[name]
    return h && typeof h.temperature === 'number' ? { temperature: h.temperature, target: typeof h.target === 'number' ? h.target : 0 } : undefined
  }
  const position = objectOf(p.objects, 'toolhead')?.position
  return {
    filename: stats?.filename ?? '',
    progress,
    layer: currentLayer({ infoLayer: stats?.info?.current_layer, z: position?.[2], printDuration, meta }),
    layers: totalLayers({ infoTotal: stats?.info?.total_layer, meta }),
    left: timeLeft(printDuration, progress),
    extruder: heater('extruder'),
    bed: heater('heater_bed'),
  }
}
