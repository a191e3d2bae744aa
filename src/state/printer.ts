import { create } from 'zustand'
import type { PrinterStatus } from '../moonraker/types'

/** How often merged status reaches the UI: at most once a second (DESIGN performance rules). */
export const STATUS_FLUSH_MS = 1000

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

/** Merges changes into a copy of `objects`, keeping the identity of untouched objects. */
export function mergeStatus(objects: PrinterStatus, changes: PrinterStatus): PrinterStatus {
  const next = { ...objects }
  for (const [name, fields] of Object.entries(changes)) {
    if (!fields || typeof fields !== 'object') continue
    next[name] = { ...(objects[name] ?? {}), ...fields }
  }
  return next
}

function addPending(changes: PrinterStatus): void {
  if (!pending) pending = {}
  for (const [name, fields] of Object.entries(changes)) {
    pending[name] = { ...(pending[name] ?? {}), ...fields }
  }
}

export function flushStatus(): void {
  if (flushTimer) clearTimeout(flushTimer)
  flushTimer = null
  if (!pending) return
  const changes = pending
  pending = null
  usePrinterStore.setState((s) => ({ objects: mergeStatus(s.objects, changes), eventtime: pendingEventtime || s.eventtime }))
}

/** Queues a notify_status_update; the store publishes at most once per STATUS_FLUSH_MS. */
export function queueStatus(changes: PrinterStatus, eventtime?: number): void {
  addPending(changes)
  if (eventtime) pendingEventtime = eventtime
  if (!flushTimer) flushTimer = setTimeout(flushStatus, STATUS_FLUSH_MS)
}

/** Replaces all objects at once (the subscribe reply), publishing immediately. */
export function setStatus(status: PrinterStatus, eventtime: number): void {
  pending = null
  usePrinterStore.setState((s) => ({ objects: mergeStatus(s.objects, status), eventtime }))
}

export function setObjectNames(objectNames: string[]): void {
  usePrinterStore.setState({ objectNames })
}

export function resetPrinter(): void {
  pending = null
  if (flushTimer) clearTimeout(flushTimer)
  flushTimer = null
  usePrinterStore.setState({ objects: {}, objectNames: [], eventtime: 0 })
}
