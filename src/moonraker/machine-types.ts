/** Shapes of Moonraker's machine.* and update manager answers (../shared/reference/moonraker/machine.md, update_manager.md). */

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
