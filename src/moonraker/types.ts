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
}

export interface HistoryTotals {
  total_jobs: number
  total_time: number
  total_print_time: number
  total_filament_used: number
  longest_job: number
  longest_print: number
}

export interface ServiceState {
  active_state: string
  sub_state: string
}

export interface CpuInfo {
  cpu_count?: number | null
  bits?: string
  processor?: string
  cpu_desc?: string
  serial_number?: string
  hardware_desc?: string
  model?: string
  total_memory?: number | null
  memory_units?: string
}

/** Empty ({}) when the host boots from something other than an SD card or eMMC. */
export interface SdInfo {
  manufacturer_id?: string
  manufacturer?: string
  oem_id?: string
  product_name?: string
  product_revision?: string
  serial_number?: string
  manufacturer_date?: string
  capacity?: string
  total_bytes?: number
}

export interface Distribution {
  name?: string
  id?: string
  version?: string
  like?: string
  codename?: string
}

export interface NetworkInterfaceInfo {
  mac_address?: string
  ip_addresses?: { family: string; address: string; is_link_local: boolean }[]
}

export interface SystemInfo {
  cpu_info: CpuInfo
  sd_info: SdInfo
  distribution: Distribution
  available_services: string[]
  instance_ids?: Record<string, string>
  service_state: Record<string, ServiceState>
  virtualization?: Record<string, unknown>
  network?: Record<string, NetworkInterfaceInfo>
}

export interface MoonrakerProcSample {
  time: number
  cpu_usage: number
  memory: number
  mem_units: string
}

export interface NetworkCounters {
  rx_bytes: number
  tx_bytes: number
  bandwidth: number
  rx_packets?: number
  tx_packets?: number
}

/** machine.proc_stats (machine.md). */
export interface ProcStats {
  moonraker_stats: MoonrakerProcSample[]
  throttled_state: { bits: number; flags: string[] }
  cpu_temp: number | null
  network: Record<string, NetworkCounters>
  system_cpu_usage: Record<string, number>
  system_memory?: { total: number; available: number; used: number }
  system_uptime?: number
  websocket_connections: number
}

export interface CommitInfo {
  sha: string
  author: string
  date: string
  subject: string
  message: string
  tag: string | null
}

/** One entry of machine.update.status version_info; fields depend on configured_type. */
export interface VersionInfo {
  name?: string
  configured_type?: string
  version?: string
  remote_version?: string
  rollback_version?: string
  full_version_string?: string
  is_valid?: boolean
  is_dirty?: boolean
  corrupt?: boolean
  detached?: boolean
  commits_behind?: CommitInfo[]
  commits_behind_count?: number
  owner?: string
  repo_name?: string
  branch?: string
  channel?: string
  remote_url?: string
  /** System packages. */
  package_count?: number
  package_list?: string[]
  warnings?: string[]
  anomalies?: string[]
}

export interface UpdateStatus {
  busy: boolean
  github_rate_limit?: number | null
  github_requests_remaining?: number | null
  github_limit_reset_time?: number | null
  version_info: Record<string, VersionInfo>
}

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
