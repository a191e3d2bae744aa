import { describe, expect, it } from 'vitest'
import { linkify, printerConfigWarnings } from './printer-warnings'

describe('printer config warnings', () => {
  it('has none for a complete printer', () => {
    const objects = ['virtual_sdcard', 'pause_resume', 'display_status', 'gcode_macro CANCEL_PRINT']
    expect(printerConfigWarnings(objects, [])).toEqual([])
  })
  it('lists each missing piece', () => {
    const w = printerConfigWarnings([], [])
    expect(w).toEqual(['virtualSdcard', 'pauseResume', 'displayStatus', 'cancelPrint'])
  })
  it('accepts a [display] instead of display_status', () => {
    expect(printerConfigWarnings(['virtual_sdcard', 'pause_resume', 'gcode_macro CANCEL_PRINT'], ['display'])).toEqual([])
  })
})

describe('linkify', () => {
  it('splits links out of text', () => {
    expect(linkify('see https://example.com/a for more')).toEqual([{ text: 'see ' }, { url: 'https://example.com/a' }, { text: ' for more' }])
  })
  it('leaves plain text alone', () => {
    expect(linkify('<b>x</b>')).toEqual([{ text: '<b>x</b>' }])
  })
})
