/** What a printer instance needs from the Klippy process around it. */
import { dirname, join } from 'node:path'
import { homedir } from 'node:os'
import type { SimClock } from '../clock'
import type { PrintStatsEvents } from './print-stats'
import type { ResonanceStation } from './resonance/station'
import type { StatusObject } from './types'

export const SOFTWARE_VERSION = 'v0.13.0-730-g84104bbbd'

/** Commands that only report: they do not wake idle_timeout. */
export const QUERIES = new Set(['M105', 'M114', 'M115', 'M119', 'GET_POSITION', 'STATUS', 'HELP', 'QUERY_ENDSTOPS', 'QUERY_PROBE', 'QUERY_FILAMENT_SENSOR', 'GET_RETRACTION', 'BED_MESH_OUTPUT', 'BED_MESH_MAP', 'M117', 'M118', 'RESPOND'])

export interface ExtraCommand {
  name: string
  help: string
  handler: (params: Record<string, string>) => void | Promise<void>
}

export interface PrinterHost {
  clock: SimClock
  configPath: string
  gcodesDir: string
  rand: () => number
  log(line: string): void
  respond(text: string): void
  webhooks: StatusObject
  isReady(): boolean
  isShutdown(): boolean
  stateMessage(): string
  stateName(): string
  /** Puts Klipper into the shutdown state (M112, action_emergency_stop). */
  shutdown(message: string): void
  requestRestart(kind: 'restart' | 'firmware_restart'): void
  printEvents: PrintStatsEvents
  extraCommands: ExtraCommand[]
  /** Temperatures from before a restart: hot parts stay hot. */
  initialTemps: Map<string, number>
  /** The toolhead's resonances (set by tests through the sim's API) and the running accelerometers. */
  resonance: ResonanceStation
}

/** Maps Klipper's `~/printer_data/...` style paths next to the config we were given. */
export function hostPath(configPath: string, p: string): string {
  const dataDir = dirname(dirname(configPath))
  if (p.startsWith('~/printer_data/')) return join(dataDir, p.slice('~/printer_data/'.length))
  if (p.startsWith('~/')) return join(dirname(configPath), p.split('/').pop() ?? 'variables.cfg')
  if (p.startsWith('/')) return p.startsWith(homedir()) || p.startsWith(dataDir) ? p : join(dirname(configPath), p.split('/').pop()!)
  return join(dirname(configPath), p)
}

