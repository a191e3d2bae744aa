import { activeSession, sessionPart, sessionStore, type PrinterSession } from './printer-session'
import { isRoutine, mergeChanges, STATUS_FLUSH_MS } from '../moonraker/status-fields'
import type { PrinterStatus } from '../moonraker/types'

interface PrinterStore {
  /** Klipper objects by name, each replaced (not mutated) when one of its fields changes. */
  objects: PrinterStatus
  /** Object names from printer.objects.list. */
  objectNames: string[]
  eventtime: number
  /** When the last readings were published (Date.now()); 0 before the first. */
  readAt: number
  /**
   * The socket dropped (or the host went away): `objects` are the last readings, of `readAt`, kept on
   * screen until the printer answers again. Klipper's own restart or disconnect clears them instead.
   */
  stale: boolean
}

const EMPTY_PRINTER = { objects: {}, objectNames: [], eventtime: 0, readAt: 0, stale: false } satisfies PrinterStore

export const usePrinterStore = sessionStore<PrinterStore>(() => ({ ...EMPTY_PRINTER }))

/** A session's status updates waiting for the next flush, and when its store last published (Date.now()). */
interface StatusBatch {
  session: PrinterSession
  pending: PrinterStatus | null
  pendingEventtime: number
  flushTimer: ReturnType<typeof setTimeout> | null
  lastPublished: number
  /** flushStatus of this batch, made once (status arrives many times a second). */
  flush: () => void
}

const statusBatch = sessionPart<StatusBatch>(
  (session) => {
    const batch: StatusBatch = { session, pending: null, pendingEventtime: 0, flushTimer: null, lastPublished: -Infinity, flush: () => flushStatus(batch) }
    return batch
  },
  (batch) => {
    if (batch.flushTimer) clearTimeout(batch.flushTimer)
    batch.flushTimer = null
    batch.pending = null
  },
)

/** Merges changes into a copy of `objects`, keeping the identity of untouched objects. */
export function mergeStatus(objects: PrinterStatus, changes: PrinterStatus): PrinterStatus {
  const next = { ...objects }
  mergeChanges(next, changes)
  return next
}

/** Publishes the batch of the active session (or of `batch`'s own session: a timer never reaches another's store). */
export function flushStatus(batch = statusBatch()): void {
  if (batch.flushTimer) clearTimeout(batch.flushTimer)
  batch.flushTimer = null
  if (!batch.pending) return
  const changes = batch.pending
  const eventtime = batch.pendingEventtime
  batch.pending = null
  batch.lastPublished = Date.now()
  usePrinterStore.ofSession(batch.session).setState((s) => ({ objects: mergeStatus(s.objects, changes), eventtime: eventtime || s.eventtime, readAt: batch.lastPublished }))
}

/**
 * Queues a notify_status_update. Readings publish at most once per STATUS_FLUSH_MS (after a quiet
 * second, on the next task); events publish on the next task.
 */
export function queueStatus(changes: PrinterStatus, eventtime?: number): void {
  const batch = statusBatch()
  if (batch.session.disposed) return
  batch.pending ??= {}
  mergeChanges(batch.pending, changes)
  if (eventtime) batch.pendingEventtime = eventtime
  if (!isRoutine(changes)) {
    // An event (a state, a loaded mesh, a macro variable): shown on the next task, not up to a second later.
    if (batch.flushTimer) clearTimeout(batch.flushTimer)
    batch.flushTimer = setTimeout(batch.flush, 0)
  } else if (!batch.flushTimer) {
    batch.flushTimer = setTimeout(batch.flush, Math.max(0, batch.lastPublished + STATUS_FLUSH_MS - Date.now()))
  }
}

/** Replaces all objects at once (the subscribe reply), publishing immediately. */
export function setStatus(status: PrinterStatus, eventtime: number, session = activeSession()): void {
  const batch = statusBatch(session)
  batch.pending = null
  batch.lastPublished = Date.now()
  usePrinterStore.ofSession(session).setState((s) => ({ objects: mergeStatus(s.objects, status), eventtime, readAt: batch.lastPublished, stale: false }))
}

export function setObjectNames(objectNames: string[], session = activeSession()): void {
  usePrinterStore.ofSession(session).setState({ objectNames })
}

export function resetPrinter(session = activeSession()): void {
  const batch = statusBatch(session)
  batch.pending = null
  batch.lastPublished = -Infinity
  if (batch.flushTimer) clearTimeout(batch.flushTimer)
  batch.flushTimer = null
  usePrinterStore.ofSession(session).setState({ ...EMPTY_PRINTER })
}

/**
 * The connection to the printer dropped: what it last reported stays, marked stale, until the
 * subscribe reply of the reconnect replaces it (setStatus). Updates still batched are shown first.
 */
export function markPrinterStale(session = activeSession()): void {
  const batch = statusBatch(session)
  flushStatus(batch)
  usePrinterStore.ofSession(session).setState((s) => (Object.keys(s.objects).length > 0 ? { stale: true } : {}))
}

/** Stale readings whose printer turned out to have restarted or lost Klipper meanwhile: nothing of them holds. */
export function dropStaleReadings(session = activeSession()): void {
  if (usePrinterStore.ofSession(session).getState().stale) resetPrinter(session)
}
