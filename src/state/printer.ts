import { create } from 'zustand'
import { isRoutine, mergeChanges, STATUS_FLUSH_MS } from '../moonraker/status-fields'
import type { PrinterStatus } from '../moonraker/types'

interface PrinterStore {
  /** Klipper objects by name, each replaced (not mutated) when one of its fields changes. */
  objects: PrinterStatus
  /** Object names from printer.objects.list. */
  objectNames: string[]
  eventtime: number
}

export const usePrinterStore = create<PrinterStore>(() => ({ objects: {}, objectNames: [], eventtime: 0 }))

/** Status updates waiting for the next flush. */
let pending: PrinterStatus | null = null
let pendingEventtime = 0
let flushTimer: ReturnType<typeof setTimeout> | null = null
/** When the store last published (Date.now()). */
let lastPublished = -Infinity

/** Merges changes into a copy of `objects`, keeping the identity of untouched objects. */
export function mergeStatus(objects: PrinterStatus, changes: PrinterStatus): PrinterStatus {
  const next = { ...objects }
  mergeChanges(next, changes)
  return next
}

function addPending(changes: PrinterStatus): void {
  pending ??= {}
  mergeChanges(pending, changes)
}

export function flushStatus(): void {
  if (flushTimer) clearTimeout(flushTimer)
  flushTimer = null
  if (!pending) return
  const changes = pending
  pending = null
  lastPublished = Date.now()
  usePrinterStore.setState((s) => ({ objects: mergeStatus(s.objects, changes), eventtime: pendingEventtime || s.eventtime }))
}

/**
 * Queues a notify_status_update. Readings publish at most once per STATUS_FLUSH_MS (after a quiet
 * second, on the next task); events publish on the next task.
 */
export function queueStatus(changes: PrinterStatus, eventtime?: number): void {
  addPending(changes)
  if (eventtime) pendingEventtime = eventtime
  if (!isRoutine(changes)) {
    // An event (a state, a loaded mesh, a macro variable): shown on the next task, not up to a second later.
    if (flushTimer) clearTimeout(flushTimer)
    flushTimer = setTimeout(flushStatus, 0)
  } else if (!flushTimer) {
    flushTimer = setTimeout(flushStatus, Math.max(0, lastPublished + STATUS_FLUSH_MS - Date.now()))
  }
}

/** Replaces all objects at once (the subscribe reply), publishing immediately. */
export function setStatus(status: PrinterStatus, eventtime: number): void {
  pending = null
  lastPublished = Date.now()
  usePrinterStore.setState((s) => ({ objects: mergeStatus(s.objects, status), eventtime }))
}

export function setObjectNames(objectNames: string[]): void {
  usePrinterStore.setState({ objectNames })
}

export function resetPrinter(): void {
  pending = null
  lastPublished = -Infinity
  if (flushTimer) clearTimeout(flushTimer)
  flushTimer = null
  usePrinterStore.setState({ objects: {}, objectNames: [], eventtime: 0 })
}
