import { describe, expect, it } from 'vitest'
import { bigPrinterCfg } from './big-printer-cfg'

const BASE = '[printer]\nkinematics: cartesian\n\n#*# <---------------------- SAVE_CONFIG ---------------------->\n#*# DO NOT EDIT THIS BLOCK OR BELOW.\n#*#\n#*# [bed_mesh default]\n'

describe('bigPrinterCfg', () => {
  it('reaches the length asked for, with the SAVE_CONFIG block still last', () => {
    const text = bigPrinterCfg(BASE, 2000)
    const lines = text.split('\n')
    expect(lines.length).toBeGreaterThanOrEqual(2000)
    expect(lines.length).toBeLessThan(2040)
    expect(text).toContain('[printer]\nkinematics: cartesian\n')
    expect(text.endsWith(BASE.slice(BASE.indexOf('#*# <')))).toBe(true)
    expect(text.lastIndexOf('[gcode_macro')).toBeLessThan(text.indexOf('#*# <'))
  })

  it('misspells one option, once, before the first section (where the editor opens)', () => {
    const text = bigPrinterCfg('# my printer\n' + BASE, 2000)
    expect(text.match(/^descripton:/gm)).toHaveLength(1)
    expect(text.startsWith('# my printer\n# Point 1')).toBe(true)
    expect(text.indexOf('descripton:')).toBeLessThan(text.indexOf('[printer]'))
  })

  it('appends at the end of a config without a SAVE_CONFIG block', () => {
    const text = bigPrinterCfg('[printer]\nkinematics: none\n', 100)
    expect(text.split('\n').length).toBeGreaterThanOrEqual(100)
    expect(text.indexOf('[gcode_macro BENCH_POINT_1]')).toBeGreaterThan(0)
  })
})
