/**
 * The contract between the simulated Klipper (sim/klippy) and the Moonraker server of the sim
 * (sim/server). The server never reaches into Klipper's internals: it uses only this.
 */

import type { ResonanceStation } from './printer/resonance/station'

export type KlippyState = 'startup' | 'ready' | 'error' | 'shutdown' | 'disconnected'

/** Printer objects by name, each a map of field → value (Status_Reference shapes). */
export type StatusMap = Record<string, Record<string, unknown>>

/** Objects' fields as a test gives them (null: the object's own again). */
export type PlantedObjects = Record<string, Record<string, unknown> | null>

export type JobEndStatus = 'completed' | 'cancelled' | 'error' | 'klippy_shutdown' | 'klippy_disconnect'

export interface PrintStarted {
  filename: string
  /** Unix time, seconds. */
  start_time: number
}

export interface PrintEnded {
  filename: string
  status: JobEndStatus
  start_time: number
  end_time: number
  print_duration: number
  total_duration: number
  filament_used: number
}

export interface KlippyEvents {
  /** Changed fields only, emitted every status tick (250 ms of real time) when anything changed. */
  status: (changes: StatusMap, eventtime: number) => void
  /** Every line Klipper would send as a gcode response ('ok' is not sent; '!! …' for errors, '// …' for info). */
  gcode_response: (line: string) => void
  /** Klippy's connection state changed: 'ready', 'shutdown', 'disconnected', 'startup', 'error'. */
  state: (state: KlippyState) => void
  print_started: (info: PrintStarted) => void
  print_ended: (info: PrintEnded) => void
  /** A layer change during a print (for timelapse frames). */
  layer_changed: (layer: number) => void
}

export interface KlippyOptions {
  /** Absolute path to printer.cfg; created from the default when missing. */
  configPath: string
  /** Absolute path of the gcodes root; printer.print.start reads files from here. */
  gcodesDir: string
  /** 1 = real time; N runs heaters, moves and prints N times faster. */
  timeScale: number
  /** Append a line to klippy.log. */
  log: (line: string) => void
}

export interface PrinterInfo {
  state: KlippyState
  state_message: string
  hostname: string
  klipper_path: string
  python_path: string
  process_id: number
  user_id: number
  group_id: number
  log_file: string
  config_file: string
  software_version: string
  cpu_info: string
}

export interface Klippy {
  readonly state: KlippyState
  readonly stateMessage: string
  /** Connects (reads printer.cfg, builds the objects) and goes startup → ready. */
  start(): Promise<void>
  /** Stops every timer; the instance is not used again. */
  stop(): void
  info(): PrinterInfo
  listObjects(): string[]
  /** fields null = every field of that object. Unknown objects are left out of the result. */
  query(objects: Record<string, string[] | null>): { eventtime: number; status: StatusMap }
  /** Runs a G-code script (lines separated by \n). Resolves when done; rejects with Error(message) on a '!!' error. */
  runGcode(script: string): Promise<void>
  gcodeHelp(): Record<string, string>
  /** Extra commands registered by server components (e.g. TIMELAPSE_TAKE_FRAME). */
  registerCommand(name: string, help: string, handler: (params: Record<string, string>) => void | Promise<void>): void
  startPrint(filename: string): Promise<void>
  pause(): Promise<void>
  resume(): Promise<void>
  cancel(): Promise<void>
  emergencyStop(): void
  /** RESTART: reload config (goes startup → ready). */
  restart(): Promise<void>
  /** FIRMWARE_RESTART: also clears a shutdown. */
  firmwareRestart(): Promise<void>
  /** The service was stopped (disconnected) or started again (machine.services.*). */
  disconnect(): void
  queryEndstops(): Record<string, 'open' | 'TRIGGERED'>
  /** The sim's runout switch: every filament sensor loses (on) or regains (off) its filament. */
  setFilamentRunout?(on: boolean): void
  /** Whether any client is subscribed to status updates (none: ticks skip building them). */
  setWatched?(on: boolean): void
  /** The toolhead's resonances and the accelerometers (`adxl345/dump_adxl345`); absent on a stand-in Klippy. */
  resonance?: ResonanceStation
  /** Test-only: object fields reported as a test gives them (status-tracker.ts). */
  planted?: { plant(objects: PlantedObjects): void }
  on<E extends keyof KlippyEvents>(event: E, listener: KlippyEvents[E]): this
  off<E extends keyof KlippyEvents>(event: E, listener: KlippyEvents[E]): this
}
