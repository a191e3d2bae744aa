import { describe, expect, it } from 'vitest'
import { initialFarmPrinter, type FarmPrinter } from '../fleet/farm-printer'
import { detectAlerts, type DetectOptions } from './detect'

const NONE: DetectOptions = { layer: null, progress: null }

function printer(state: string, extra: Partial<FarmPrinter> = {}, objects: Record<string, Record<string, unknown>> = {}): FarmPrinter {
  return {
    ...initialFarmPrinter(),
    connection: 'online',
    klippyState: 'ready',
    lastReading: 1,
    ...extra,
    objects: { print_stats: { state, filename: 'benchy.gcode', message: '' }, idle_timeout: { state: 'Printing' }, ...objects },
  }
}

const kinds = (prev: FarmPrinter | null, next: FarmPrinter, opts = NONE) => detectAlerts(prev, next, opts).map((e) => e.kind)

describe('alerts from a printer’s changes', () => {
  it('tells a finished print from a cancelled one and from one that failed', () => {
    expect(kinds(printer('printing'), printer('complete'))).toEqual(['complete'])
    expect(kinds(printer('printing'), printer('cancelled'))).toEqual(['cancelled'])
    expect(kinds(printer('paused'), printer('cancelled'))).toEqual(['cancelled'])
    const failed = detectAlerts(printer('printing'), printer('error', {}, { print_stats: { state: 'error', filename: 'benchy.gcode', message: 'Move out of range' } }), NONE)
    expect(failed).toEqual([{ kind: 'error', filename: 'benchy.gcode', detail: 'Move out of range' }])
  })

  it('says why a print paused when the printer says', () => {
    const paused = printer('paused', {}, { print_stats: { state: 'paused', filename: 'benchy.gcode', message: '' }, display_status: { message: 'Filament runout' } })
    expect(detectAlerts(printer('printing'), paused, NONE)).toEqual([{ kind: 'paused', filename: 'benchy.gcode', detail: 'Filament runout' }])
  })

  it('raises nothing for the first reading after a (re)connect, whatever it shows', () => {
    expect(kinds(null, printer('complete'))).toEqual([])
    // A drop: the light session empties what it knew, the next connection's first reading is the start.
    const dropped = { ...printer('printing'), objects: {}, lastReading: null }
    expect(kinds(dropped, printer('complete'))).toEqual([])
    expect(kinds(printer('printing', { connection: 'offline' }), printer('complete'))).toEqual([])
    expect(kinds(printer('complete'), printer('complete'))).toEqual([])
    expect(kinds(printer('standby'), printer('printing'))).toEqual([])
  })

  it('tells a shutdown, a heater fault and a disconnect apart', () => {
    const shut = (message: string) => printer('printing', { klippyState: 'shutdown' }, { webhooks: { state: 'shutdown', state_message: message } })
    expect(kinds(printer('printing'), shut('MCU shutdown: Timer too close'))).toEqual(['shutdown'])
    expect(kinds(printer('printing'), shut('Heater extruder not heating at expected rate'))).toEqual(['heater'])
    expect(kinds(printer('printing'), printer('printing', { klippyState: 'disconnected' }))).toEqual(['disconnected'])
    expect(kinds(printer('printing', { klippyState: 'shutdown' }), printer('printing', { klippyState: 'shutdown' }))).toEqual([])
  })

  it('names a shutdown by its own reason, whichever of the notification and the reading comes first', () => {
    const ready = printer('printing', {}, { webhooks: { state: 'ready', state_message: 'Printer is ready' } })
    const notified = printer('printing', { klippyState: 'shutdown' }, { webhooks: { state: 'ready', state_message: 'Printer is ready' } })
    const read = printer('printing', { klippyState: 'shutdown' }, { webhooks: { state: 'shutdown', state_message: 'MCU shutdown: Timer too close\nOnce the underlying issue is corrected, use FIRMWARE_RESTART.\nPrinter is shutdown\n' } })
    // The notification first: nothing yet, then the alert once the reason is read.
    expect(kinds(ready, notified)).toEqual([])
    expect(detectAlerts(notified, read, NONE)).toEqual([{ kind: 'shutdown', filename: '', detail: 'MCU shutdown: Timer too close' }])
    // The reading first (Klippy's state still ready in the store), then the notification.
    const readFirst = printer('printing', {}, { webhooks: { state: 'shutdown', state_message: 'MCU shutdown: Timer too close' } })
    expect(kinds(ready, readFirst)).toEqual([])
    expect(detectAlerts(readFirst, read, NONE)).toEqual([{ kind: 'shutdown', filename: '', detail: 'MCU shutdown: Timer too close' }])
    // Klippy gone: the last reading's "Printer is ready" is no reason.
    const gone = printer('printing', { klippyState: 'disconnected' }, { webhooks: { state: 'ready', state_message: 'Printer is ready' } })
    expect(detectAlerts(ready, gone, NONE)).toEqual([{ kind: 'disconnected', filename: '', detail: '' }])
  })

  it('tells when the job queue has taken its last job', () => {
    expect(kinds(printer('printing', { queuedJobs: 1 }), printer('printing', { queuedJobs: 0 }))).toEqual(['queueEmpty'])
    expect(kinds(printer('printing', { queuedJobs: 0 }), printer('printing', { queuedJobs: 0 }))).toEqual([])
    expect(kinds(printer('printing', { queuedJobs: null }), printer('printing', { queuedJobs: 0 }))).toEqual([])
  })

  it('tells when a completed print leaves the queue holding jobs for a bed check', () => {
    const done = { print_stats: { state: 'complete', filename: 'a.gcode' } }
    const printing = printer('printing', { queuedJobs: 1, queueState: 'paused', bedCheck: true })
    expect(kinds(printing, printer('complete', { queuedJobs: 1, queueState: 'paused', nextJob: 'b.gcode', bedCheck: true }, done))).toEqual(['complete', 'bedCheck'])
    // The queue's pause arriving after the print's end: the alert comes with it.
    expect(kinds(printer('complete', { queuedJobs: 1, queueState: 'ready', bedCheck: true }, done), printer('complete', { queuedJobs: 1, queueState: 'paused', bedCheck: true }, done))).toEqual(['bedCheck'])
    expect(kinds(printer('printing', { queuedJobs: 0, queueState: 'paused', bedCheck: true }), printer('complete', { queuedJobs: 0, queueState: 'paused', bedCheck: true }, done))).toEqual(['complete'])
    expect(kinds(printing, printer('complete', { queuedJobs: 2, queueState: 'loading', bedCheck: true }, done))).toEqual(['complete'])
  })

  it('raises no bed check alert for a printer whose bed check is off (Moonraker pauses its queue after every job without one)', () => {
    const done = { print_stats: { state: 'complete', filename: 'a.gcode' } }
    const printing = printer('printing', { queuedJobs: 1, queueState: 'paused' })
    expect(kinds(printing, printer('complete', { queuedJobs: 1, queueState: 'paused', nextJob: 'b.gcode' }, done))).toEqual(['complete'])
  })

  it('marks the first layer done, and the layer and progress the user chose', () => {
    const at = (layer: number, progress: number) => printer('printing', {}, { print_stats: { state: 'printing', filename: 'benchy.gcode', info: { current_layer: layer, total_layer: 50 } }, virtual_sdcard: { progress } })
    expect(kinds(at(1, 0.01), at(2, 0.02))).toEqual(['firstLayer'])
    expect(kinds(at(9, 0.2), at(10, 0.21), { layer: 10, progress: null })).toEqual(['layer'])
    expect(kinds(at(20, 0.49), at(20, 0.5), { layer: null, progress: 50 })).toEqual(['progress'])
    expect(kinds(at(20, 0.5), at(21, 0.51), { layer: 10, progress: 50 })).toEqual([])
  })
})
