/** The update manager's state (SPEC §4 versions): component versions, the running update and its output. */
import { sessionStore } from './printer-session'
import { updateStatus } from '../moonraker/api/machine'
import type { UpdateResponse } from '../moonraker/notifications'
import type { UpdateStatus, VersionInfo } from '../moonraker/types'
import { pendingUpdateLines } from '../lib/system/versions'
import { pushNotification, clearNotification } from './notifications'
import { serverComponents } from './machine'
import { getUiSetting } from './settings/settings'
import { translate } from '../i18n'

/** SPEC §9 update dialog: the console keeps the last 250 lines. */
export const UPDATE_CONSOLE_LINES = 250
export const VERSION_NOTIFICATION_ID = 'versions:update-available'

export interface UpdateLine {
  id: number
  application: string
  message: string
  time: number
}

interface VersionsStore {
  info: Record<string, VersionInfo>
  loaded: boolean
  /** The server is running an update (its busy flag, or ours from the moment we asked). */
  busy: boolean
  /** The update in the dialog: which component ('all' for every one), and whether it completed. */
  updating: { application: string; complete: boolean } | null
  lines: UpdateLine[]
  /** Component to reload the page for when its update completes (the dashboard itself). */
  reloadOnComplete: boolean
}

const initial: VersionsStore = { info: {}, loaded: false, busy: false, updating: null, lines: [], reloadOnComplete: false }

export const useVersionsStore = sessionStore<VersionsStore>(() => ({ ...initial }))

let lineId = 0

/** Forgets the versions; an update's dialog stays, since updating Moonraker restarts it and the user still reads the output. */
export function resetVersions(): void {
  useVersionsStore.setState((s) => ({ ...initial, updating: s.updating, lines: s.lines, reloadOnComplete: s.reloadOnComplete }))
}

/** Stores a status and, if wanted, tells the bell that updates are available. */
export function applyUpdateStatus(status: UpdateStatus): void {
  useVersionsStore.setState((s) => ({ info: status.version_info ?? {}, loaded: true, busy: status.busy || (s.updating !== null && !s.updating.complete) }))
  noteAvailableUpdates(status.version_info ?? {})
}

function noteAvailableUpdates(info: Record<string, VersionInfo>): void {
  const pending = pendingUpdateLines(info)
  if (pending.length === 0 || !getUiSetting('general.enableVersionNotifications')) {
    clearNotification(VERSION_NOTIFICATION_ID)
    return
  }
  pushNotification({
    id: VERSION_NOTIFICATION_ID,
    type: 'info',
    title: translate('notifications.updatesAvailable', 'Updates available'),
    description: pending.join('\n'),
    to: '/settings#versions',
    linkLabel: translate('notifications.openVersions', 'Open Settings → Versions'),
    top: true,
    merge: true,
  })
}

export async function loadVersions(refresh = false): Promise<void> {
  if (!(await serverComponents()).includes('update_manager')) return
  applyUpdateStatus(await updateStatus(refresh))
}

/** An update is starting: the dialog opens and collects its lines. */
export function beginUpdate(application: string, reloadOnComplete = false): void {
  useVersionsStore.setState({ busy: true, updating: { application, complete: false }, lines: [], reloadOnComplete })
}

/** The call failed before the server began: nothing is running. */
export function abortUpdate(): void {
  useVersionsStore.setState((s) => ({ busy: false, updating: s.lines.length ? { application: s.updating?.application ?? '', complete: true } : null }))
}

export function handleUpdateResponse(response: UpdateResponse): void {
  useVersionsStore.setState((s) => {
    const line: UpdateLine = { id: ++lineId, application: response.application, message: response.message, time: Date.now() }
    const lines = [...s.lines, line].slice(-UPDATE_CONSOLE_LINES)
    const application = s.updating?.application ?? response.application
    // A full update reports several applications; it completes when its call returns (completeUpdate).
    if (response.complete && application !== 'all') return { lines, busy: false, updating: { application, complete: true } }
    return { lines, busy: true, updating: { application, complete: s.updating?.complete ?? false } }
  })
}

/** The update call returned: whatever ran has finished. */
export function completeUpdate(): void {
  useVersionsStore.setState((s) => ({ busy: false, updating: s.updating ? { ...s.updating, complete: true } : null }))
}

export function handleUpdateRefreshed(status: UpdateStatus): void {
  applyUpdateStatus(status)
}

/** Finish: the dialog closes and its lines go. */
export function closeUpdateDialog(): void {
  useVersionsStore.setState({ updating: null, lines: [] })
}
