/** Klipper's printer objects as Moonraker reports them (../shared/reference/klipper/Status_Reference.md). */

/** A coordinate: [x, y, z, e, …extra axes]. */
export type Coordinate = number[]

export interface Toolhead {
  position: Coordinate
  extruder: string
  homed_axes: string
  axis_minimum: Coordinate
  axis_maximum: Coordinate
  cone_start_z?: number
  max_velocity: number
  max_accel: number
  minimum_cruise_ratio: number
  square_corner_velocity: number
  /** Older Klipper (< 0.12.0-305) instead of minimum_cruise_ratio. */
  max_accel_to_decel?: number
  stalls: number
  estimated_print_time: number
  print_time: number
  extra_axes?: Record<string, number>
}

export interface GcodeMove {
  gcode_position: Coordinate
  position: Coordinate
  homing_origin: Coordinate
  speed: number
  speed_factor: number
  extrude_factor: number
  absolute_coordinates: boolean
  absolute_extrude: boolean
  axis_map?: Record<string, number>
}

export type PrintStatsState = 'standby' | 'printing' | 'paused' | 'complete' | 'cancelled' | 'error'

export interface PrintStats {
  filename: string
  total_duration: number
  print_duration: number
  filament_used: number
  state: PrintStatsState
  message: string
  info: { total_layer: number | null; current_layer: number | null }
}

export interface VirtualSdcard {
  is_active: boolean
  progress: number
  file_path: string | null
  file_position: number
  file_size: number
}

export interface IdleTimeout {
  state: 'Idle' | 'Printing' | 'Ready'
  printing_time: number
  idle_timeout?: number
}

export interface PauseResume {
  is_paused: boolean
}

export interface Heaters {
  available_heaters: string[]
  available_sensors: string[]
  available_monitors?: string[]
}

/** extruder*, heater_bed, heater_generic. */
export interface Heater {
  temperature: number
  target: number
  power: number
}

export interface Extruder extends Heater {
  can_extrude: boolean
  pressure_advance: number
  smooth_time: number
  motion_queue?: string | null
}

/** fan, heater_fan, controller_fan, fan_generic. */
export interface Fan {
  speed: number
  rpm: number | null
}

export interface TemperatureFan extends Fan {
  temperature: number
  target: number
}

export interface TemperatureSensor {
  temperature: number
  measured_min_temp?: number
  measured_max_temp?: number
  humidity?: number
  pressure?: number
  gas?: number
}

export interface OutputPin {
  value: number
}

export interface Led {
  /** One [r, g, b, w] list per LED in the chain, each 0..1. */
  color_data: number[][]
}

export interface FilamentSensor {
  enabled: boolean
  filament_detected: boolean
}

export interface ConfigWarning {
  type: string
  message: string
  section?: string
  option?: string
  value?: string
}

export interface ConfigFile {
  /** Lower-cased sections, typed values (see ConfigSectionType). */
  settings: Record<string, Record<string, unknown>>
  /** Raw strings as written in the config. */
  config: Record<string, Record<string, string>>
  save_config_pending: boolean
  /** A section to be removed by SAVE_CONFIG is listed as null. */
  save_config_pending_items: Record<string, Record<string, string> | null>
  warnings: ConfigWarning[]
}

export interface DisplayStatus {
  progress: number
  message: string | null
}

export interface FirmwareRetraction {
  retract_length: number
  retract_speed: number
  unretract_extra_length: number
  unretract_speed: number
}

export interface BedMeshProfile {
  points: number[][]
  mesh_params: Record<string, number | string>
}

export interface BedMesh {
  profile_name: string
  mesh_min: [number, number]
  mesh_max: [number, number]
  probed_matrix: number[][]
  mesh_matrix: number[][]
  profiles: Record<string, BedMeshProfile>
}

export interface ExcludeObjectEntry {
  name: string
  center?: [number, number]
  polygon?: [number, number][]
}

export interface ExcludeObject {
  objects: ExcludeObjectEntry[]
  excluded_objects: string[]
  current_object: string | null
}

export interface McuStats {
  mcu_awake?: number
  mcu_task_avg?: number
  mcu_task_stddev?: number
  bytes_write?: number
  bytes_read?: number
  bytes_retransmit?: number
  bytes_invalid?: number
  send_seq?: number
  receive_seq?: number
  retransmit_seq?: number
  srtt?: number
  rttvar?: number
  rto?: number
  ready_bytes?: number
  upcoming_bytes?: number
  freq?: number
  adj?: number
}

export interface Mcu {
  mcu_version: string
  mcu_build_versions: string
  mcu_constants: Record<string, string | number>
  last_stats: McuStats
}

export interface SystemStats {
  sysload: number
  cputime: number
  memavail: number
}

export interface MotionReport {
  live_position: Coordinate
  live_velocity: number
  live_extruder_velocity: number
  steppers?: string[]
  trapq?: string[]
}

export interface Webhooks {
  state: 'ready' | 'startup' | 'shutdown' | 'error'
  state_message: string
}

export interface ManualProbe {
  is_active: boolean
  z_position: number | null
  z_position_lower: number | null
  z_position_upper: number | null
}

export interface QueryEndstops {
  /** 1 triggered, 0 open (Klipper reports the raw reading). */
  last_query: Record<string, number | boolean>
}

export interface ScrewTiltResult {
  z: number
  sign: 'CW' | 'CCW'
  adjust: string
  is_base: boolean
}

export interface ScrewsTiltAdjust {
  error: boolean
  max_deviation: number | null
  results: Record<string, ScrewTiltResult>
}

export interface Probe {
  name: string
  last_query: boolean
  last_z_result: number
  last_probe_position?: Coordinate
}

export interface Leveling {
  applied: boolean
}

export interface BedScrews {
  is_active: boolean
  state: 'adjust' | 'fine' | null
  current_screw: number
  accepted_screws: number
}

export interface StepperEnable {
  steppers: Record<string, boolean>
}

export interface GcodeCommands {
  commands: Record<string, { help?: string }>
}

/** gcode_macro objects hold the macro's variables. */
export type GcodeMacro = Record<string, unknown>
