import { describe, expect, it } from 'vitest'
import { isManualMotionAllowed, isPrinterBusy, printerStateLabel, type PrinterStateLabel } from './printer-state'

describe('printer state label (SPEC §4)', () => {
  it('is loading while either state is missing', () => {
    expect(printerStateLabel(undefined, 'standby')).toBe('loading')
    expect(printerStateLabel('Idle', undefined)).toBe('loading')
  })
  it('shows paused and cancelled print states', () => {
    expect(printerStateLabel('Printing', 'paused')).toBe('paused')
    expect(printerStateLabel('Ready', 'cancelled')).toBe('cancelled')
  })
  it('is busy when idle_timeout prints but the print does not', () => {
    expect(printerStateLabel('Printing', 'standby')).toBe('busy')
    expect(printerStateLabel('Printing', 'complete')).toBe('busy')
  })
  it('is the idle_timeout state otherwise', () => {
    expect(printerStateLabel('Printing', 'printing')).toBe('printing')
    expect(printerStateLabel('Ready', 'complete')).toBe('ready')
    expect(printerStateLabel('Idle', 'standby')).toBe('idle')
  })
  it('counts printing, paused and busy as busy', () => {
    expect(['printing', 'paused', 'busy'].every((l) => isPrinterBusy(l as never))).toBe(true)
    expect(isPrinterBusy('ready')).toBe(false)
  })
})

describe('jog, home, extrude and retract (allowed while paused)', () => {
  it.each<[string, string, boolean]>([
    ['Idle', 'standby', true],
    ['Ready', 'complete', true],
    ['Ready', 'cancelled', true],
    ['Ready', 'paused', true],
    // A jog or extrude run while paused makes idle_timeout print; the print is still paused.
    ['Printing', 'paused', true],
    ['Printing', 'printing', false],
    ['Printing', 'standby', false],
  ])('idle_timeout %s, print_stats %s: %s', (idle, print, allowed) => {
    expect(isManualMotionAllowed(printerStateLabel(idle, print))).toBe(allowed)
  })
  it('matches the busy rule except for paused', () => {
    const labels: PrinterStateLabel[] = ['busy', 'cancelled', 'complete', 'idle', 'loading', 'paused', 'printing', 'ready', 'standby', 'error']
    for (const l of labels) expect(isManualMotionAllowed(l)).toBe(l === 'paused' ? true : !isPrinterBusy(l))
  })
})
