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

export function detectAlerts(prev: FarmPrinter | null, next: FarmPrinter, opts: DetectOptions): AlertEvent[] {
  const events: AlertEvent[] = []
  // Klipper going away is seen whatever the print does.
  if (prev && prev.connection === 'online' && next.connection === 'online' && prev.klippyState === 'ready' && next.klippyState !== 'ready' && next.klippyState !== 'unknown') {
    const message = objectOf(next.objects, 'webhooks')?.state_message ?? ''
    if (next.klippyState === 'shutdown') events.push({ kind: HEATER_FAULT.test(message) ? 'heater' : 'shutdown', filename: '', detail: message })
    else events.push({ kind: 'disconnected', filename: '', detail: message })
  }
  // The queue's last job taken: it has nothing left to start.
  if (prev?.connection === 'online' && next.connection === 'online' && (prev.queuedJobs ?? 0) > 0 && next.queuedJobs === 0) events.push({ kind: 'queueEmpty', filename: '', detail: '' })
  if (!live(prev) || !live(next) || prev.klippyState !== 'ready' || next.klippyState !== 'ready') return events
  const before = objectOf(prev.objects, 'print_stats')
  const after = objectOf(next.objects, 'print_stats')
  const was = before?.state
  const now = after?.state
  const filename = after?.filename || before?.filename || ''
  const running = was === 'printing' || was === 'paused'
  if (running && now !== was) {
    if (now === 'complete') events.push({ kind: 'complete', filename, detail: '' })
    else if (now === 'cancelled') events.push({ kind: 'cancelled', filename, detail: '' })
    else if (now === 'error') events.push({ kind: 'error', filename, detail: after?.message ?? '' })
    else if (now === 'paused') events.push({ kind: 'paused', filename, detail: after?.message || objectOf(next.objects, 'display_status')?.message || '' })
  }
  if (now === 'printing' && was === 'printing') {
    const a = farmFigures(prev)
    const b = farmFigures(next)
    if (a.layer === 1 && b.layer >= 2) events.push({ kind: 'firstLayer', filename, detail: '' })
    if (opts.layer !== null && a.layer < opts.layer && b.layer >= opts.layer) events.push({ kind: 'layer', filename, detail: String(opts.layer) })
    if (opts.progress !== null && a.progress * 100 < opts.progress && b.progress * 100 >= opts.progress) events.push({ kind: 'progress', filename, detail: `${opts.progress}%` })
  }
  return events
}
