import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STATUS_FLUSH_MS } from '../moonraker/status-fields'
import { beginPrinterSession } from './printer-session'
import { dropStaleReadings, flushStatus, markPrinterStale, mergeStatus, queueStatus, resetPrinter, setStatus, usePrinterStore } from './printer'

beforeEach(() => {
  vi.useFakeTimers()
  resetPrinter()
})
afterEach(() => vi.useRealTimers())

describe('status merge', () => {
  it('keeps the identity of objects no update touched', () => {
    const toolhead = { homed_axes: 'xyz' }
    const before = { toolhead, extruder: { temperature: 20 } }
    const after = mergeStatus(before, { extruder: { temperature: 21 } })
    expect(after.toolhead).toBe(toolhead)
    expect(after.extruder).not.toBe(before.extruder)
    expect(after.extruder).toEqual({ temperature: 21 })
  })

  it('publishes queued updates at most once a second, merged', () => {
    setStatus({ extruder: { temperature: 20, target: 0 } }, 1)
    const published = vi.fn()
    const unsubscribe = usePrinterStore.subscribe(published)
    queueStatus({ extruder: { temperature: 21 } }, 2)
    queueStatus({ extruder: { temperature: 22 } }, 3)
    queueStatus({ heater_bed: { temperature: 50 } }, 4)
    expect(published).not.toHaveBeenCalled()
    vi.advanceTimersByTime(STATUS_FLUSH_MS - 1)
    expect(published).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(published).toHaveBeenCalledTimes(1)
    expect(usePrinterStore.getState().objects).toEqual({ extruder: { temperature: 22, target: 0 }, heater_bed: { temperature: 50 } })
    expect(usePrinterStore.getState().eventtime).toBe(4)
    unsubscribe()
  })

  it('after a quiet second the first update publishes on the next task, the rest a second after it', () => {
    setStatus({ extruder: { temperature: 20 } }, 1)
    vi.advanceTimersByTime(STATUS_FLUSH_MS + 500)
    const published = vi.fn()
    const unsubscribe = usePrinterStore.subscribe(published)
    queueStatus({ bed_mesh: { profile_name: 'default' } }, 2)
    vi.advanceTimersByTime(0)
    expect(published).toHaveBeenCalledTimes(1)
    queueStatus({ extruder: { temperature: 21 } }, 3)
    vi.advanceTimersByTime(STATUS_FLUSH_MS - 1)
    expect(published).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(published).toHaveBeenCalledTimes(2)
    unsubscribe()
  })

  it('an event (not a reading) publishes on the next task even while readings wait for their second', () => {
    setStatus({ extruder: { temperature: 20 } }, 1)
    const published = vi.fn()
    const unsubscribe = usePrinterStore.subscribe(published)
    queueStatus({ extruder: { temperature: 21 } }, 2)
    vi.advanceTimersByTime(10)
    expect(published).not.toHaveBeenCalled()
    queueStatus({ print_stats: { state: 'paused' } }, 3)
    vi.advanceTimersByTime(0)
    expect(published).toHaveBeenCalledTimes(1)
    expect(usePrinterStore.getState().objects).toMatchObject({ extruder: { temperature: 21 }, print_stats: { state: 'paused' } })
    unsubscribe()
  })

  it('a reset cancels a pending flush', () => {
    queueStatus({ extruder: { temperature: 21 } }, 2)
    resetPrinter()
    vi.advanceTimersByTime(STATUS_FLUSH_MS * 2)
    expect(usePrinterStore.getState().objects).toEqual({})
  })

  it('the subscribe reply publishes at once and drops what was queued before it', () => {
    queueStatus({ extruder: { temperature: 99 } }, 1)
    setStatus({ extruder: { temperature: 20 } }, 2)
    expect(usePrinterStore.getState().objects.extruder).toEqual({ temperature: 20 })
    flushStatus()
    expect(usePrinterStore.getState().objects.extruder).toEqual({ temperature: 20 })
  })
})

describe('readings through a dropped connection', () => {
  it('a drop keeps the last readings, with what was still queued, stale as of their time', () => {
    vi.setSystemTime(new Date(2026, 0, 1, 12, 4, 31))
    setStatus({ extruder: { temperature: 200 } }, 1)
    queueStatus({ heater_bed: { temperature: 60 } }, 2)
    markPrinterStale()
    expect(usePrinterStore.getState()).toMatchObject({ objects: { extruder: { temperature: 200 }, heater_bed: { temperature: 60 } }, stale: true, readAt: new Date(2026, 0, 1, 12, 4, 31).getTime() })
  })

  it("the reconnect's subscribe reply makes them fresh", () => {
    setStatus({ extruder: { temperature: 200 } }, 1)
    markPrinterStale()
    setStatus({ extruder: { temperature: 190 } }, 5)
    expect(usePrinterStore.getState()).toMatchObject({ objects: { extruder: { temperature: 190 } }, stale: false })
  })

  it('nothing read yet: nothing to mark', () => {
    markPrinterStale()
    expect(usePrinterStore.getState().stale).toBe(false)
  })

  it('a Klipper found restarted drops stale readings, and leaves live ones alone', () => {
    setStatus({ extruder: { temperature: 200 } }, 1)
    dropStaleReadings()
    expect(usePrinterStore.getState().objects.extruder).toEqual({ temperature: 200 })
    markPrinterStale()
    dropStaleReadings()
    expect(usePrinterStore.getState()).toMatchObject({ objects: {}, stale: false, readAt: 0 })
  })

  it('another printer starts from nothing: the stale readings stay with the printer they came from', () => {
    setStatus({ extruder: { temperature: 200 } }, 1)
    markPrinterStale()
    beginPrinterSession('http://other-printer.test/')
    expect(usePrinterStore.getState()).toMatchObject({ objects: {}, stale: false, readAt: 0 })
  })
})
