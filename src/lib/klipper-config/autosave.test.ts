import { describe, expect, it } from 'vitest'
import { AUTOSAVE_HEADER, saveToAutosave } from './autosave'
import { optionValue, parseConfig } from './parse'

const SHAPER = { shaper_type_x: 'mzv', shaper_freq_x: '42.2' }

/** What Klipper would read: the last value of each option, the block's over the main part's. */
function effective(text: string, section: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const s of parseConfig(text).sections.filter((s) => s.header === section)) for (const o of s.options) out[o.name] = optionValue(o)
  return out
}

describe('saveToAutosave', () => {
  it('starts a SAVE_CONFIG block in a file without one', () => {
    const text = '[printer]\nkinematics: cartesian\n'
    const out = saveToAutosave(text, 'input_shaper', SHAPER)
    expect(out.startsWith(text)).toBe(true)
    expect(out).toContain(`\n\n${AUTOSAVE_HEADER}\n`)
    expect(out.endsWith('#*#\n#*# [input_shaper]\n#*# shaper_type_x = mzv\n#*# shaper_freq_x = 42.2\n')).toBe(true)
    expect(effective(out, 'input_shaper')).toEqual(SHAPER)
  })

  it('adds a section after the block’s others, which stay as they were', () => {
    const block = `${AUTOSAVE_HEADER}\n#*# notice\n#*#\n#*# [bed_mesh default]\n#*# points =\n#*# \t0.1, 0.2\n#*# x_count = 2\n`
    const out = saveToAutosave(`[printer]\n\n${block}`, 'input_shaper', SHAPER)
    expect(out).toContain(block.trimEnd())
    expect(effective(out, 'bed_mesh default')).toEqual({ points: '0.1, 0.2', x_count: '2' })
    expect(effective(out, 'input_shaper')).toEqual(SHAPER)
  })

  it('replaces the values a saved section has and adds the ones it lacks', () => {
    const text = `[printer]\n${AUTOSAVE_HEADER}\n#*#\n#*# [input_shaper]\n#*# shaper_freq_x = 38.0\n#*# shaper_type_y = ei\n#*# shaper_freq_y = 50.0\n`
    const out = saveToAutosave(text, 'input_shaper', SHAPER)
    expect(effective(out, 'input_shaper')).toEqual({ ...SHAPER, shaper_type_y: 'ei', shaper_freq_y: '50.0' })
    expect(out).not.toContain('38.0')
    expect(out.match(/\[input_shaper\]/g)).toHaveLength(1)
  })

  it('comments out the same options in the main part of the file, and only in that section', () => {
    const text = '[input_shaper]\nshaper_freq_x: 30\nshaper_type_x: zv  # old\ndamping_ratio_x: 0.1\n\n[other]\nshaper_freq_x: 1\n'
    const out = saveToAutosave(text, 'input_shaper', SHAPER)
    expect(out).toContain('#shaper_freq_x: 30\n#shaper_type_x: zv  # old\ndamping_ratio_x: 0.1\n')
    expect(out).toContain('[other]\nshaper_freq_x: 1\n')
    expect(effective(out, 'input_shaper')).toEqual({ damping_ratio_x: '0.1', ...SHAPER })
  })

  it('compares option names in lower case, as Klipper does', () => {
    const out = saveToAutosave('[input_shaper]\nSHAPER_FREQ_X: 30\n', 'input_shaper', { SHAPER_FREQ_X: '41.0' })
    expect(out).toContain('#SHAPER_FREQ_X: 30')
    expect(effective(out, 'input_shaper')).toEqual({ shaper_freq_x: '41.0' })
  })
})
