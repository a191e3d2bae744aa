import { afterEach, describe, expect, it } from 'vitest'
import { field, startPrinter, writeGcode, type TestPrinter } from '../test-support'

let printer: TestPrinter | undefined
afterEach(() => {
  printer?.klippy.stop()
  printer = undefined
})

describe("virtual_sdcard's classic SD commands", () => {
  it('M20 lists the top folder by name with sizes; M23 selects, M26 seeks, M27 reports, M24 prints', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    writeGcode(printer, 'b.gcode', 'G90\nM400 ; wait\n')
    writeGcode(printer, 'A.gcode', 'G90\n')
    writeGcode(printer, '.hidden.gcode', 'G90\n')
    await k.runGcode('M20')
    expect(printer.responses.slice(-4)).toEqual(['Begin file list', 'A.gcode 4', 'b.gcode 16', 'End file list'])
    await k.runGcode('M23 B.GCODE')
    expect(printer.responses.slice(-2)).toEqual(['File opened:b.gcode Size:16', 'File selected'])
    expect(field(k, 'print_stats', 'filename')).toBe('b.gcode')
    await k.runGcode('M26 S4')
    await k.runGcode('M27')
    expect(printer.responses.at(-1)).toBe('SD printing byte 4/16')
    await k.runGcode('M24')
    await new Promise((r) => setTimeout(r, 300))
    expect(field(k, 'print_stats', 'state')).toBe('complete')
  })

  it('M23 with a missing file fails like Klipper; M27 without a file says so; M28 is refused', async () => {
    printer = await startPrinter()
    const k = printer.klippy
    await expect(k.runGcode('M23 no_such_file.gcode')).rejects.toThrow('Unable to open file')
    await k.runGcode('M27')
    expect(printer.responses.at(-1)).toBe('Not SD printing.')
    await expect(k.runGcode('M28 x.gcode')).rejects.toThrow('SD write not supported')
    await expect(k.runGcode('M26')).rejects.toThrow("Error on 'M26': missing S")
  })
})
