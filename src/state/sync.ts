/**
 * Who hears what: every Moonraker notification and connection life-cycle event, and the store
 * function that handles it. Stores subscribe to nothing themselves; this table is the whole wiring.
 */
import { loadQueue } from '../lib/load-queue'
import { isPromptLine } from '../lib/macro-prompt-line'
import type { NotificationHandlers } from '../moonraker/notifications'
import { objectOf } from '../moonraker/printer-objects'
import { onUnauthorized } from './errors'
import { setEventHandlers, type LifecycleHandlers } from './events'
import { handleKlippyDisconnected, handleKlippyReady, handleKlippyShutdown } from './klippy-init'
import { queueStatus, usePrinterStore } from './printer'
import { handlePrintFileChanged, handlePrintStatsChange, loadPrintFile, resetPrintFile } from './print-file'
import { forgetLoads, handleSocketOpenForReloads } from './reloads'
import { sessionEnded } from './session-start'
import { resetWaits } from './waits'
import { useUiStore } from './ui'
import { getUiSetting, onStoredChange } from './settings/settings'

const quietly = (load: () => Promise<unknown>) => () => void load().catch(() => undefined)

/**
 * Stores the app bar and navigation do not read (the screens and cards that show them import them):
 * their code is fetched as the app starts, and what arrives meanwhile waits for it, in order.
 */
const announcements = loadQueue(() => import('./announcements'))
const cameras = loadQueue(() => import('./cameras'))
const charts = loadQueue(() => import('./charts'))
const consoleLog = loadQueue(() => import('./console'))
const fileLists = loadQueue(() => import('./files'))
const machine = loadQueue(() => import('./machine'))
const throttling = loadQueue(() => import('./notifications-sync'))
const systemStats = loadQueue(() => import('./system-stats'))
const timelapse = loadQueue(() => import('./timelapse'))
const versions = loadQueue(() => import('./versions'))

/**
 * Stores fetched with the first notification they handle (a print starting or ending), or by the
 * screens that show them, not as the app starts. Declared apart: the build groups the ones above
 * into the dashboard's chunk (vite.config.ts reads them from this file), not these.
 */
const onFirstUse = loadQueue
const fileJobs = onFirstUse(() => import('./file-jobs'))
const history = onFirstUse(() => import('./history'))
const jobQueue = onFirstUse(() => import('./job-queue'))
const queuedFiles = onFirstUse(() => import('./queue-files'))
const bedCheck = onFirstUse(() => import('./bed-check'))
let macroPromptLoaded = false
const macroPrompt = onFirstUse(() =>
  import('./macro-prompt').then((m) => {
    macroPromptLoaded = true
    useUiStore.setState({ macroPrompts: true })
    return m
  }),
)
const fileIndex = onFirstUse(() => import('./file-index'))
let spoolmanLoaded = false
const spoolman = onFirstUse(() =>
  import('./spoolman/spoolman').then((m) => {
    spoolmanLoaded = true
    return m
  }),
)
const sensors = onFirstUse(() => import('./sensors'))

export const notificationHandlers: NotificationHandlers = {
  notify_status_update: (status, eventtime) => queueStatus(status, eventtime),
  notify_gcode_response: (message) => {
    consoleLog((c) => c.handleGcodeResponse(message))
    // A macro's prompt: its code comes with the first prompt line.
    if (typeof message === 'string' && isPromptLine(message)) macroPrompt((p) => p.handlePromptLine(message))
  },
  notify_klippy_ready: handleKlippyReady,
  notify_klippy_shutdown: handleKlippyShutdown,
  notify_klippy_disconnected: handleKlippyDisconnected,
  notify_filelist_changed: (change) => {
    fileLists((f) => f.handleFileListChange(change))
    handlePrintFileChanged(change)
    queuedFiles((q) => q.handleQueuedFilesChanged(change))
    fileIndex((i) => i.handleFileIndexChange(change))
  },
  notify_history_changed: (change) => {
    history((h) => h.handleHistoryChanged(change))
    fileJobs((f) => f.handleFileJobChange(change))
    history((h) => void h.loadRecentJobs())
  },
  notify_job_queue_changed: (change) => jobQueue((q) => q.handleJobQueueChanged(change)),
  notify_service_state_changed: (state) => machine((m) => m.handleServiceStateChanged(state)),
  notify_power_changed: (device) => machine((m) => m.handlePowerChanged(device)),
  notify_cpu_throttled: (state) => {
    systemStats((s) => s.handleThrottledState(state))
    throttling((t) => t.handleCpuThrottled(state))
  },
  notify_proc_stat_update: (stats) => {
    const now = Date.now() / 1000
    systemStats((s) => s.handleProcStatUpdate(stats, now))
  },
  notify_update_response: (response) => versions((v) => v.handleUpdateResponse(response)),
  notify_update_refreshed: (status) => versions((v) => v.handleUpdateRefreshed(status)),
  notify_announcement_update: () => announcements((a) => a.handleAnnouncementsChanged()),
  notify_announcement_dismissed: () => announcements((a) => a.handleAnnouncementsChanged()),
  notify_announcement_wake: () => announcements((a) => a.handleAnnouncementsChanged()),
  notify_webcams_changed: () => cameras((c) => c.refreshCameras()),
  notify_timelapse_event: (event) => timelapse((t) => t.handleTimelapseEvent(event)),
  notify_active_spool_set: (change) => spoolman((s) => s.handleActiveSpoolSet(change)),
  notify_spoolman_status_changed: (status) => spoolman((s) => s.handleSpoolmanStatusChanged(status)),
  notify_sensor_update: (update) => sensors((s) => s.handleSensorUpdate(update)),
}

/** Whether the page has reset the printer's data before (a drop, another printer, a login). */
let resetBefore = false

export const lifecycleHandlers: LifecycleHandlers = {
  reset: [
    () => consoleLog((c) => c.resetConsole()),
    (cause) => fileLists((f) => f.resetFiles(cause)),
    // The page's first reset finds these as they started: they are not fetched just to be reset.
    (cause) => resetBefore && fileJobs((f) => f.resetFileJobs(cause)),
    (cause) => resetBefore && history((h) => h.resetRecentJobs(cause)),
    (cause) => resetBefore && history((h) => h.resetHistory(cause)),
    () => resetBefore && jobQueue((q) => q.resetJobQueue()),
    () => resetBefore && queuedFiles((q) => q.resetQueuedFiles()),
    () => macroPromptLoaded && macroPrompt((p) => p.resetMacroPrompt()),
    () => resetBefore && fileIndex((i) => i.resetFileIndex()),
    () => spoolmanLoaded && spoolman((s) => s.resetSpoolman()),
    () => machine((m) => m.resetMachine()),
    // A drop keeps what the dashboard shows of the printer (its cameras, the print's file) until the reconnect renews it.
    (cause) => cause === 'session' && cameras((c) => c.resetCameras()),
    () => charts((c) => c.resetCharts()),
    (cause) => cause === 'session' && resetPrintFile(),
    (cause) => cause === 'session' && resetWaits(),
    () => timelapse((t) => t.resetTimelapse()),
    () => systemStats((s) => s.resetSystemStats()),
    () => versions((v) => v.resetVersions()),
    (cause) => cause === 'session' && forgetLoads(),
    () => void (resetBefore = true),
  ],
  'socket-open': [
    () =>
      consoleLog((c) =>
        void c
          .loadConsoleHistory()
          .then((lines) => (lines.some(isPromptLine) || macroPromptLoaded) && macroPrompt((p) => p.restorePrompt(lines)))
          .catch(() => undefined),
      ),
    // What the screens loaded (history, file lists, disk usage …), loaded again on a return.
    handleSocketOpenForReloads,
    () => cameras((c) => c.refreshCameras()),
    () => timelapse((t) => t.refreshTimelapse()),
    () => systemStats((s) => quietly(s.loadProcStats)()),
    () => versions((v) => quietly(() => v.loadVersions())()),
    () => machine((m) => quietly(m.loadMachine)()),
    // The Spool card's store, once it is in use: the active spool may have changed while away.
    () => spoolmanLoaded && spoolman((s) => quietly(s.loadSpoolman)()),
  ],
  'klippy-ready': [
    () => consoleLog((c) => quietly(c.loadAvailableCommands)()),
    () => charts((c) => c.handleChartsKlippyReady()),
    () => announcements((a) => quietly(a.refreshAnnouncements)()),
    loadPrintFile,
  ],
  'klippy-lost': [() => charts((c) => c.pauseCharts())],
}

let wired = false

/** Connects the tables above; called once at start-up before the session starts. */
export function wireSync(): void {
  if (wired) return
  wired = true
  setEventHandlers({ lifecycle: lifecycleHandlers, notifications: notificationHandlers })
  onUnauthorized(() => void sessionEnded())
  // The bed check's code comes only for a printer that has it on.
  const followBedCheck = () => getUiSetting('queue.bedCheck') && bedCheck((b) => b.startBedCheck())
  onStoredChange(followBedCheck)
  followBedCheck()
  usePrinterStore.subscribe((state, prev) => {
    handlePrintStatsChange(objectOf(state.objects, 'print_stats'), objectOf(prev.objects, 'print_stats'))
    // Chart samples ride on the publish, in the same task (one frame a second).
    if (state.objects !== prev.objects) charts((c) => c.handleChartsStatusPublished())
  })
}
