/**
 * Who hears what: every Moonraker notification and connection life-cycle event, and the store
 * function that handles it. Stores subscribe to nothing themselves; this table is the whole wiring.
 */
import type { NotificationHandlers } from '../moonraker/notifications'
import { objectOf } from '../moonraker/printer-objects'
import { handleAnnouncementsChanged, refreshAnnouncements } from './announcements'
import { refreshCameras, resetCameras } from './cameras'
import { handleChartsKlippyReady, handleChartsStatusPublished, pauseCharts, resetCharts } from './charts'
import { handleGcodeResponse, loadAvailableCommands, loadConsoleHistory, resetConsole } from './console'
import { onUnauthorized } from './errors'
import { setEventHandlers, type LifecycleHandlers } from './events'
import { handleFileListChange, reloadFileLists, resetFiles } from './files'
import { handleFileJobChange, resetFileJobs } from './file-jobs'
import { handleHistoryChanged, loadRecentJobs, resetHistory, resetRecentJobs } from './history'
import { handleKlippyDisconnected, handleKlippyReady, handleKlippyShutdown } from './klippy-init'
import { handlePowerChanged, handleServiceStateChanged, loadMachine, resetMachine } from './machine'
import { handleCpuThrottled } from './notifications-sync'
import { queueStatus, usePrinterStore } from './printer'
import { handlePrintFileChanged, handlePrintStatsChange, loadPrintFile, resetPrintFile } from './print-file'
import { sessionEnded } from './session-start'
import { handleTimelapseEvent, refreshTimelapse, resetTimelapse } from './timelapse'
import { resetWaits } from './waits'
import { handleProcStatUpdate, handleThrottledState, loadProcStats, resetSystemStats } from './system-stats'
import { handleUpdateRefreshed, handleUpdateResponse, loadVersions, resetVersions } from './versions'

const quietly = (load: () => Promise<unknown>) => () => void load().catch(() => undefined)

export const notificationHandlers: NotificationHandlers = {
  notify_status_update: (status, eventtime) => queueStatus(status, eventtime),
  notify_gcode_response: handleGcodeResponse,
  notify_klippy_ready: handleKlippyReady,
  notify_klippy_shutdown: handleKlippyShutdown,
  notify_klippy_disconnected: handleKlippyDisconnected,
  notify_filelist_changed: (change) => {
    handleFileListChange(change)
    handlePrintFileChanged(change)
  },
  notify_history_changed: (change) => {
    handleHistoryChanged(change)
    handleFileJobChange(change)
    void loadRecentJobs()
  },
  notify_service_state_changed: handleServiceStateChanged,
  notify_power_changed: handlePowerChanged,
  notify_cpu_throttled: (state) => {
    handleThrottledState(state)
    handleCpuThrottled(state)
  },
  notify_proc_stat_update: (stats) => handleProcStatUpdate(stats),
  notify_update_response: handleUpdateResponse,
  notify_update_refreshed: handleUpdateRefreshed,
  notify_announcement_update: handleAnnouncementsChanged,
  notify_announcement_dismissed: handleAnnouncementsChanged,
  notify_announcement_wake: handleAnnouncementsChanged,
  notify_webcams_changed: refreshCameras,
  notify_timelapse_event: handleTimelapseEvent,
}

export const lifecycleHandlers: LifecycleHandlers = {
  reset: [resetConsole, resetFiles, resetFileJobs, resetRecentJobs, resetHistory, resetMachine, resetCameras, resetCharts, resetPrintFile, resetWaits, resetTimelapse, resetSystemStats, resetVersions],
  'socket-open': [quietly(loadConsoleHistory), reloadFileLists, refreshCameras, refreshTimelapse, quietly(loadProcStats), quietly(() => loadVersions()), quietly(loadMachine)],
  'klippy-ready': [quietly(loadAvailableCommands), handleChartsKlippyReady, quietly(refreshAnnouncements), loadPrintFile],
  'klippy-lost': [pauseCharts],
}

let wired = false

/** Connects the tables above; called once at start-up before the session starts. */
export function wireSync(): void {
  if (wired) return
  wired = true
  setEventHandlers({ lifecycle: lifecycleHandlers, notifications: notificationHandlers })
  onUnauthorized(() => void sessionEnded())
  usePrinterStore.subscribe((state, prev) => {
    handlePrintStatsChange(objectOf(state.objects, 'print_stats'), objectOf(prev.objects, 'print_stats'))
    if (state.objects !== prev.objects) handleChartsStatusPublished()
  })
}
