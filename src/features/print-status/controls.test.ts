import { describe, expect, it } from 'vitest'
import { printControls } from './controls'

describe('print controls of SPEC §4', () => {
  it('offers pause and cancel while printing', () => {
    expect(printControls('printing', 'a.gcode', true)).toEqual({ pause: true, resume: false, cancel: true, clearFile: false, reprint: false })
  })
  it('offers resume and cancel while paused', () => {
    expect(printControls('paused', 'a.gcode', false)).toEqual({ pause: false, resume: true, cancel: true, clearFile: false, reprint: false })
  })
  it('offers clear file, and re-print only without history, when idle with a file', () => {
    expect(printControls('complete', 'a.gcode', true)).toEqual({ pause: false, resume: false, cancel: false, clearFile: true, reprint: false })
    expect(printControls('cancelled', 'a.gcode', false)).toMatchObject({ clearFile: true, reprint: true })
  })
  it('offers nothing when idle without a file', () => {
    expect(Object.values(printControls('standby', '', false)).some(Boolean)).toBe(false)
  })
})
