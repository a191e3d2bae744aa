/** Moonraker and Klipper shapes, from ../shared/reference. Only the fields Stratum reads are typed. */

export type KlippyState = 'startup' | 'ready' | 'error' | 'shutdown' | 'disconnected'

export interface ServerInfo {
  klippy_connected: boolean
  klippy_state: KlippyState
  components: string[]
  failed_components: string[]
  registered_directories: string[]
  warnings: string[]
  websocket_count: number
  moonraker_version: string
  api_version: number[]
  api_version_string: string
}

export interface PrinterInfo {
  state: KlippyState
  state_message: string
  hostname: string
  software_version: string
  cpu_info: string
  klipper_path: string
  python_path: string
  log_file: string
  config_file: string
}

export interface ServerConfig {
  config: Record<string, Record<string, unknown>>
  orig?: Record<string, Record<string, unknown>>
  files?: { filename: string; sections: string[] }[]
}

export interface ConnectionIdentity {
  connection_id: number
}

/** printer.objects.* status: object name → fields. */
export type PrinterStatus = Record<string, Record<string, unknown>>

export interface ObjectsQueryResult {
  eventtime: number
  status: PrinterStatus
}

export interface GcodeStoreEntry {
  message: string
  time: number
  type: 'command' | 'response'
}

/** server.temperature_store: sensor name → series (temperatures, targets, powers, speeds). */
export type TemperatureStore = Record<string, Partial<Record<'temperatures' | 'targets' | 'powers' | 'speeds' | 'humidities' | 'pressures', number[]>>>

export interface User {
  username: string
  source: string
  created_on: number
}

export interface LoginResult {
  username: string
  token: string
  refresh_token: string
  action: string
  source: string
}

export interface AccessInfo {
  default_source: string
  available_sources: string[]
  login_required?: boolean
  trusted?: boolean
}

export interface Thumbnail {
  width: number
  height: number
  size: number
  relative_path: string
}

export interface FileMetadata {
  filename: string
  size: number
  modified: number
  uuid?: string
  slicer?: string
  slicer_version?: string
  estimated_time?: number
  filament_total?: number
  filament_weight_total?: number
  filament_name?: string
  filament_type?: string
  /** Slicer colours per extruder ('#RRGGBB'), as the slicer wrote them. */
  filament_colors?: string[]
  layer_height?: number
  first_layer_height?: number
  object_height?: number
  first_layer_extr_temp?: number
  first_layer_bed_temp?: number
  chamber_temp?: number
  nozzle_diameter?: number
  layer_count?: number
  gcode_start_byte?: number
  gcode_end_byte?: number
  thumbnails?: Thumbnail[]
  print_start_time?: number | null
  job_id?: string | null
}

export interface DirectoryFile extends Partial<Omit<FileMetadata, 'filename'>> {
  filename: string
  modified: number
  size: number
  permissions?: string
}

export interface DirectoryDir {
  dirname: string
  modified: number
  size: number
  permissions?: string
}

export interface DiskUsage {
  total: number
  used: number
  free: number
}

export interface DirectoryListing {
  dirs: DirectoryDir[]
  files: DirectoryFile[]
  disk_usage: DiskUsage
  root_info: { name: string; permissions: string }
}

export interface FileListEntry {
  path: string
  modified: number
  size: number
  permissions: string
}

export interface FileRoot {
  name: string
  path: string
  permissions: string
}

export interface FileActionResult {
  item: { path: string; root: string; modified?: number; size?: number; permissions?: string }
  source_item?: { path: string; root: string }
  action: string
}

export interface ZipResult {
  destination: { root: string; path: string; modified: number; size: number; permissions?: string }
  action: 'zip_files'
}

export interface UploadResult {
  item: { path: string; root: string; modified?: number; size?: number; permissions?: string }
  print_started?: boolean
  print_queued?: boolean
  action: string
}

export type JobStatus =
  | 'completed'
  | 'cancelled'
  | 'error'
  | 'printing'
  | 'in_progress'
  | 'server_exit'
  | 'klippy_shutdown'
  | 'klippy_disconnect'
  | 'interrupted'

export interface HistoryJob {
  job_id: string
  filename: string
  status: JobStatus
  start_time: number
  end_time: number | null
  print_duration: number
  total_duration: number
  filament_used: number
  exists: boolean
  metadata: Partial<FileMetadata>
  user?: string
  /** Values other components tracked during the job (a [sensor]'s history fields, Spoolman's spool ids). */
  auxiliary_data?: import('./sensor-types').HistoryAuxiliary[]
}

export interface HistoryTotals {
  total_jobs: number
  total_time: number
  total_print_time: number
  total_filament_used: number
  longest_job: number
  longest_print: number
}

export type * from './machine-types'
export type * from './sensor-types'

export interface PowerDevice {
  device: string
  status: 'on' | 'off' | 'init' | 'error'
  locked_while_printing: boolean
  type: string
}

export interface Announcement {
  entry_id: string
  url: string
  title: string
  description: string
  priority: string
  date: number
  dismissed: boolean
  date_dismissed?: number | null
  dismiss_wake?: number | null
  source: string
  feed: string
}

/** A notification pushed by Moonraker over the socket. */
export interface ServerNotification {
  method: string
  params?: unknown[]
}

export interface Webcam {
  name: string
  uid: string
  location: string
  service: string
  enabled: boolean
  icon: string
  target_fps: number
  target_fps_idle: number
  stream_url: string
  snapshot_url: string
  flip_horizontal: boolean
  flip_vertical: boolean
  rotation: number
  aspect_ratio: string
  extra_data: Record<string, unknown>
  source: 'database' | 'config'
}

/** moonraker-timelapse settings (machine.timelapse.get_settings); the shape lives beside its rules. */
export type { TimelapseSettings } from '../lib/timelapse/settings'

/** machine.timelapse.lastframeinfo. */
export interface TimelapseLastFrame {
  count: number
  file: string
}

/** One job waiting in Moonraker's queue (`[job_queue]`); its file is relative to the gcodes root. */
export interface QueuedJob {
  filename: string
  job_id: string
  time_added: number
  time_in_queue: number
}

/** server.job_queue.status: files printed one after another. */
export interface JobQueueStatus {
  queued_jobs: QueuedJob[]
  queue_state: 'ready' | 'loading' | 'starting' | 'paused'
}

export type { SpoolmanFilament, SpoolmanProxyReply, SpoolmanSpool, SpoolmanStatus, SpoolmanVendor } from './spoolman-types'
