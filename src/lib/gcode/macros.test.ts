import { describe, expect, it } from 'vitest'
import { macroCommand, toolSpoolCommands } from './macros'

describe('macroCommand', () => {
  it('upper-cases the macro name and appends filled-in parameters', () => {
    expect(macroCommand('load_filament', { TEMP: '230', LENGTH: '50' })).toBe('LOAD_FILAMENT TEMP=230 LENGTH=50')
  })
  it('leaves out empty parameters so the macro uses its default', () => {
    expect(macroCommand('purge_line', { LENGTH: ' ', temp: '200' })).toBe('PURGE_LINE TEMP=200')
  })
  it('quotes values with spaces', () => {
    expect(macroCommand('M', { MSG: 'hello world' })).toBe('M MSG="hello world"')
  })
  it('is just the name without parameters', () => {
    expect(macroCommand('print_end')).toBe('PRINT_END')
  })
})

describe('toolSpoolCommands', () => {
  it("sets the tool macro's spool_id, and saves it when [save_variables] is there", () => {
    expect(toolSpoolCommands('T1', 4, false)).toBe('SET_GCODE_VARIABLE MACRO=T1 VARIABLE=spool_id VALUE=4')
    expect(toolSpoolCommands('T0', null, true)).toBe('SET_GCODE_VARIABLE MACRO=T0 VARIABLE=spool_id VALUE=None\nSAVE_VARIABLE VARIABLE=t0__spool_id VALUE=None')
  })
})
