/**
 * The notifications Moonraker pushes over the socket and the parameters each carries
 * (../shared/reference/moonraker/jsonrpc_notifications.md).
 */
import type { PrinterStatus } from './klipper-types'
import type { Announcement, ServiceState, Webcam } from './types'

export interface FileListChange {
  action: 'create_file' | 'create_dir' | 'delete_file' | 'delete_dir' | 'move_file' | 'move_dir' | 'modify_file' | 'root_update'
  item: { root: string; path: string; modified?: number; size?: number; permissions?: string }
  source_item?: { root: string; path: string }
}

export interface UpdateResponse {
  application: string
  proc_id: number
  message: string
  complete: boolean
}

export interface CpuThrottledState {
  bits: number
  flags: string[]
}

export interface ProcStatUpdate {
  moonraker_stats: { time: number; cpu_usage: number; memory: number; mem_units: string }
  cpu_temp: number | null
  network: Record<string, { rx_bytes: number; tx_bytes: number; bandwidth: number }>
  system_cpu_usage: Record<string, number>
  system_memory?: { total: number; available: number; used: number }
  system_uptime?: number
  websocket_connections: number
}

export interface HistoryChange {
  action: 'added' | 'finished'
  job: import('./types').HistoryJob
}

export interface TimelapseEvent {
  action: string
  [field: string]: unknown
}

/** Method → the params array it arrives with. */
export interface NotificationParams {
  notify_status_update: [PrinterStatus, number]
  notify_gcode_response: [string]
  notify_klippy_ready: []
  notify_klippy_shutdown: []
  notify_klippy_disconnected: []
  notify_filelist_changed: [FileListChange]
  notify_update_response: [UpdateResponse]
  notify_update_refreshed: [import('./types').UpdateStatus]
  notify_cpu_throttled: [CpuThrottledState]
  notify_proc_stat_update: [ProcStatUpdate]
  notify_history_changed: [HistoryChange]
  notify_user_created: [{ username: string }]
  notify_user_deleted: [{ username: string }]
  notify_user_logged_out: [{ username: string }]
  notify_service_state_changed: [Record<string, ServiceState>]
  notify_job_queue_changed: [{ action: string; updated_queue: unknown[] | null; queue_state: string }]
  notify_announcement_update: [{ entries: Announcement[] }]
  notify_announcement_dismissed: [{ entry_id: string }]
  notify_announcement_wake: [{ entry_id: string }]
  notify_webcams_changed: [{ webcams: Webcam[] }]
  notify_power_changed: [import('./types').PowerDevice]
  notify_timelapse_event: [TimelapseEvent]
  notify_active_spool_set: [{ spool_id: number | null }]
  notify_spoolman_status_changed: [{ spoolman_connected: boolean }]
  /** Sensor id → its new values (only the sensors whose values changed). */
  notify_sensor_update: [Record<string, Record<string, number>>]
}

export type NotificationMethod = keyof NotificationParams

/** Method → its handler. */
export type NotificationHandlers = { [M in NotificationMethod]?: (...params: NotificationParams[M]) => void }

/**
 * Hands a notification to its handler. Moonraker's params are trusted to have the documented shapes;
 * this is the one place they become typed.
 */
export function dispatchTo(handlers: NotificationHandlers, method: string, params: unknown[] = []): void {
  const handler = (handlers as Record<string, ((...p: unknown[]) => void) | undefined>)[method]
  if (!handler) return
  try {
    handler(...params)
  } catch (error) {
    console.error(`Handler for ${method} failed`, error)
  }
}
