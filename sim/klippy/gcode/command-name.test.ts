import { describe, expect, it } from 'vitest'
import { ConfigError } from '../config/parse'
import { checkCommandName, isValidCommandName } from './command-name'

describe('command names Klipper accepts', () => {
  it('takes upper-case words, digits and underscores, and traditional commands', () => {
    for (const name of ['PRINT_START', 'LOAD_FILAMENT', '_PARK_TOOLHEAD', 'M600', 'G28', 'SET_LED', 'ZÜRICH']) expect(isValidCommandName(name), name).toBe(true)
  })

  it('refuses markup, spaces, lower case and names that read as a traditional command', () => {
    for (const name of ['<SVG/ONLOAD=WINDOW.__XSS=1/DATA-XSS-PROBE>', 'MY MACRO', 'print_start', 'K2_START', '2_START', 'A-B']) expect(isValidCommandName(name), name).toBe(false)
    expect(() => checkCommandName('<IMG>')).toThrow(new ConfigError("Can't register '<IMG>' as it is an invalid name"))
  })
})

describe('a macro with an invalid name', () => {
  it('leaves Klippy in the error state with the name in its message', async () => {
    const { startPrinter } = await import('../test-support')
    const { defaultPrinterCfg } = await import('../default-config')
    const printer = await startPrinter({ config: `[gcode_macro <svg/onload=x>]\ngcode:\n  M117 hi\n\n${defaultPrinterCfg()}` })
    try {
      expect(printer.klippy.state).toBe('error')
      expect(printer.klippy.stateMessage).toContain("Can't register '<SVG/ONLOAD=X>' as it is an invalid name")
    } finally {
      await printer.klippy.stop?.()
    }
  })
})
