import { describe, expect, it } from 'vitest'
import { findInText, looksBinary } from './find-in-text'

const cfg = '[printer]\nkinematics: cartesian\n\n[stepper_x]\nstep_pin: PB13\nSTEP_pin: x\r\n[extruder]\nstep_pin: PB3'

describe('findInText', () => {
  it('finds each line holding the word, any case, with line, column and the line text', () => {
    const found = findInText(cfg, 'step_pin', 10)
    expect(found.map((m) => [m.line, m.column, m.text])).toEqual([
      [5, 0, 'step_pin: PB13'],
      [6, 0, 'STEP_pin: x'],
      [8, 0, 'step_pin: PB3'],
    ])
    expect(findInText(cfg, 'cartesian', 10)).toEqual([{ line: 2, column: 12, length: 9, text: 'kinematics: cartesian', offset: 0 }])
  })

  it('gives one result per line and stops at the limit', () => {
    expect(findInText('aa aa\naa', 'aa', 10).map((m) => m.line)).toEqual([1, 2])
    expect(findInText(cfg, 'step', 2)).toHaveLength(2)
    expect(findInText(cfg, '', 10)).toEqual([])
  })

  it('trims a very long line around the match', () => {
    const long = `${'x'.repeat(1000)}needle${'y'.repeat(1000)}`
    const [m] = findInText(long, 'needle', 1)
    expect(m.text.length).toBe(200)
    expect(m.text.slice(m.column - m.offset, m.column - m.offset + 6)).toBe('needle')
  })

  it('searches a 5 MB text in one pass (about 0.3 s; the bound leaves room for a loaded machine)', () => {
    const big = '[gcode_macro M]\ngcode:\n  G28\n'.repeat(180_000) + 'needle_at_the_end'
    const t0 = performance.now()
    const found = findInText(big, 'needle_at', 5)
    expect(found[0].line).toBe(540_001)
    expect(performance.now() - t0).toBeLessThan(3000)
  })
})

describe('looksBinary', () => {
  it('tells text from binary', () => {
    expect(looksBinary(cfg)).toBe(false)
    expect(looksBinary('PNG\u0000\u0001\u0002')).toBe(true)
    expect(looksBinary('\u0001\u0002\u0003\u0004abc')).toBe(true)
  })
})
