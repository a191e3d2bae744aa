/**
 * The active printer's farm card, fed by its full session: the printer, server and file stores it
 * already keeps, so the active printer never has a second socket.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { PrinterStatus } from '../../moonraker/klipper-types'
import { fileUrl } from '../file-urls'
import { usePrintFileStore } from '../print-file'
import { useJobQueueStore } from '../job-queue'
import { farmClock } from './publish-clock'
import { loadJobQueue } from '../actions/job-queue'
import { usePrinterStore } from '../printer'
import { useServerStore } from '../server'
import { useSessionStore } from '../session'
import { getUiSetting, onStoredChange } from '../settings/settings'
import { cameraList } from '../camera-list'
import { thumbnailPath } from './printed-file'
import { FARM_OBJECTS, type FarmConnection, type FarmPrinter } from './farm-printer'

const MIRRORED = [...Object.keys(FARM_OBJECTS), 'extruder', 'heater_bed']

/** The card's fields the full session feeds. */
const MIRRORED_FIELDS = ['connection', 'error', 'since', 'retryAt', 'klippyState', 'objects', 'name', 'meta', 'thumbnailUrl', 'queuedJobs', 'nextJob', 'queueState', 'bedCheck', 'snapshotUrl', 'lastReading'] as const satisfies readonly (keyof FarmPrinter)[]

/** The farm's objects out of the full status, the same object references where nothing changed. */
function farmObjects(all: PrinterStatus, before: PrinterStatus): PrinterStatus {
  let changed = false
  const out: PrinterStatus = {}
  for (const name of MIRRORED) {
    if (all[name]) out[name] = all[name]
    if (out[name] !== before[name]) changed = true
  }
  return changed ? out : before
}

function connectionOf(): FarmConnection {
  const s = useSessionStore.getState()
  if (s.phase === 'login') return 'login'
  if (s.phase === 'api-down' || (s.phase === 'connected' && s.socket.phase !== 'open' && s.socket.attempts > 0)) return 'offline'
  return s.phase === 'connected' && s.socket.phase === 'open' ? 'online' : 'connecting'
}

/** Keeps `store` up to date from the full session's stores; returns the function that stops it. */
export function mirrorActivePrinter(store: StoreApi<FarmPrinter>): () => void {
  const update = () => {
    const prev = store.getState()
    const connection = connectionOf()
    const { objects, eventtime } = usePrinterStore.getState()
    const file = usePrintFileStore.getState()
    const session = useSessionStore.getState()
    const thumbnail = thumbnailPath(file.filename, file.metadata)
    const queue = useJobQueueStore.getState()
    const snapshot = cameraList().find((c) => c.enabled !== false && c.snapshot_url)?.snapshot_url
    const next: Partial<FarmPrinter> = {
      connection,
      error: session.apiError,
      since: connection === prev.connection ? prev.since : Date.now(),
      retryAt: session.apiRetryAt ?? session.socket.retryAt,
      klippyState: useServerStore.getState().klippyState,
      objects: farmObjects(objects, prev.objects),
      name: getUiSetting('general.instanceName').trim() || null,
      meta: file.metadata,
      thumbnailUrl: thumbnail ? fileUrl('gcodes', thumbnail) : null,
      queuedJobs: queue.jobs,
      nextJob: queue.queued?.[0]?.filename ?? null,
      queueState: queue.state,
      bedCheck: getUiSetting('queue.bedCheck'),
      snapshotUrl: snapshot ? new URL(snapshot, session.apiUrl || location.href).href : null,
    }
    if (next.objects !== prev.objects && eventtime) next.lastReading = Date.now()
    const changed = MIRRORED_FIELDS.some((k) => k in next && next[k] !== prev[k])
    if (changed) store.setState(next)
  }
  update()
  // Its readings (four a second) go on the farm's clock with the other printers' and make no frames of
  // their own; the rest (the queue, the connection, Klipper's state) is rare and goes at once, so a job
  // queued and taken within a second still shows as a queue that held one.
  const later = () => farmClock.schedule(update)
  // The card shows the queue's next file: the whole list is asked for once, notifications keep it.
  if (useJobQueueStore.getState().queued === null) void loadJobQueue()
  const stops = [
    usePrinterStore.subscribe(later),
    useSessionStore.subscribe(update),
    useServerStore.subscribe(update),
    usePrintFileStore.subscribe(update),
    useJobQueueStore.subscribe(update),
    onStoredChange(update),
    () => farmClock.cancel(update),
  ]
  return () => stops.forEach((stop) => stop())
}
