/**
 * Which alerts a change of one printer's farm figures raises. Only a change seen within one live
 * connection counts: the first reading after a (re)connect is where detection starts, so a print that
 * finished during a drop is not "finished" again when the page sees it afterwards.
 */
import { objectOf } from '../../moonraker/printer-objects'
import { farmFigures, type FarmPrinter } from '../fleet/farm-printer'
import type { AlertKind } from './preferences'

export interface AlertEvent {
  kind: AlertKind
  /** The printed file, where the event is about a print. */
  filename: string
  /** What the printer said (a pause's or shutdown's reason), or the layer / progress reached. */
  detail: string
}

export interface DetectOptions {
  layer: number | null
  progress: number | null
}

const HEATER_FAULT = /heater .* not heating|not heating at expected rate|heater .* extrude only|verify_heater/i

/** Readable enough to compare: the connection is live and Klipper's print state is known. */
function live(p: FarmPrinter | null): p is FarmPrinter {
  return !!p && p.connection === 'online' && p.lastReading !== null && objectOf(p.objects, 'print_stats')?.state !== undefined
}

/**
 * Klippy's state as an alert tells it. Moonraker's shutdown notification and the webhooks reading
 * that carries the reason travel apart: a shutdown counts from the moment its reason is read, so
 * the alert never names the reason of the state before ("Printer is ready").
 */
function klippyOf(p: FarmPrinter): { state: FarmPrinter['klippyState']; reason: string } {
  const webhooks = objectOf(p.objects, 'webhooks')
  if (p.klippyState === 'shutdown' && webhooks?.state !== undefined && webhooks.state !== 'shutdown') return { state: 'ready', reason: '' }
  // Klipper's message is the reason, then advice and the state again: the alert says the reason.
  const message = webhooks?.state === p.klippyState ? (webhooks.state_message ?? '') : ''
  return { state: p.klippyState, reason: message.split('\n', 1)[0].trim() }
}

/** The printer's bed check holds its queue with jobs left after a completed print: the bed must be cleared. */
function holdsForBed(p: FarmPrinter): boolean {
  return p.bedCheck && objectOf(p.objects, 'print_stats')?.state === 'complete' && (p.queuedJobs ?? 0) > 0 && p.queueState === 'paused'
}

export function detectAlerts(prev: FarmPrinter | null, next: FarmPrinter, opts: DetectOptions): AlertEvent[] {
  const events: AlertEvent[] = []
  // Klipper going away is seen whatever the print does.
  const was = prev && klippyOf(prev)
  const now = klippyOf(next)
  if (prev?.connection === 'online' && next.connection === 'online' && was?.state === 'ready' && now.state !== 'ready' && now.state !== 'unknown') {
    if (now.state === 'shutdown') events.push({ kind: HEATER_FAULT.test(now.reason) ? 'heater' : 'shutdown', filename: '', detail: now.reason })
    else events.push({ kind: 'disconnected', filename: '', detail: now.reason })
  }
  // The queue's last job taken: it has nothing left to start.
  if (prev?.connection === 'online' && next.connection === 'online' && (prev.queuedJobs ?? 0) > 0 && next.queuedJobs === 0) events.push({ kind: 'queueEmpty', filename: '', detail: '' })
  if (!live(prev) || !live(next) || prev.klippyState !== 'ready' || next.klippyState !== 'ready') return events
  const before = objectOf(prev.objects, 'print_stats')
  const after = objectOf(next.objects, 'print_stats')
  const from = before?.state
  const to = after?.state
  const filename = after?.filename || before?.filename || ''
  const running = from === 'printing' || from === 'paused'
  if (running && to !== from) {
    if (to === 'complete') events.push({ kind: 'complete', filename, detail: '' })
    else if (to === 'cancelled') events.push({ kind: 'cancelled', filename, detail: '' })
    else if (to === 'error') events.push({ kind: 'error', filename, detail: after?.message ?? '' })
    else if (to === 'paused') events.push({ kind: 'paused', filename, detail: after?.message || objectOf(next.objects, 'display_status')?.message || '' })
  }
  if (to === 'printing' && from === 'printing') {
    const a = farmFigures(prev)
    const b = farmFigures(next)
    if (a.layer === 1 && b.layer >= 2) events.push({ kind: 'firstLayer', filename, detail: '' })
    if (opts.layer !== null && a.layer < opts.layer && b.layer >= opts.layer) events.push({ kind: 'layer', filename, detail: String(opts.layer) })
    if (opts.progress !== null && a.progress * 100 < opts.progress && b.progress * 100 >= opts.progress) events.push({ kind: 'progress', filename, detail: `${opts.progress}%` })
  }
  // A print completed and the queue holds its next job until someone clears the bed.
  if (!holdsForBed(prev) && holdsForBed(next)) events.push({ kind: 'bedCheck', filename: next.nextJob ?? '', detail: '' })
  return events
}
