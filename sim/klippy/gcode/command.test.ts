import { describe, expect, it } from 'vitest'
import { extendedParams, parseLine } from './command'

describe('parseLine', () => {
  it('reads traditional commands with letter parameters', () => {
    const p = parseLine('G1 X10.5 Y-2 E.8 F1800 ; move')!
    expect(p.name).toBe('G1')
    expect(p.params).toEqual({ X: '10.5', Y: '-2', E: '.8', F: '1800' })
    expect(parseLine('g28 x y')!.params).toEqual({ X: '', Y: '' })
    expect(parseLine('G1X5Y6')!.params).toEqual({ X: '5', Y: '6' })
    expect(parseLine('N12 G90*33')!.name).toBe('G90')
  })

  it('keeps the raw text of M117', () => {
    const p = parseLine('M117 Hello World ; note')!
    expect(p.name).toBe('M117')
    expect(p.rawParams).toBe('Hello World')
  })

  it('reads extended commands with quoted values', () => {
    const p = parseLine('set_led led=statusled RED=0.5 MSG="two words"')!
    expect(p.name).toBe('SET_LED')
    expect(extendedParams(p)).toEqual({ LED: 'statusled', RED: '0.5', MSG: 'two words' })
    expect(parseLine('LOAD_FILAMENT TEMP=230')!.traditional).toBe(false)
    expect(parseLine('M600')!.traditional).toBe(true)
  })

  it('ignores blank and comment-only lines', () => {
    expect(parseLine('   ')).toBeUndefined()
    expect(parseLine('; only a comment')).toBeUndefined()
  })

  it('rejects malformed extended parameters', () => {
    expect(() => extendedParams(parseLine('SET_PIN PIN')!)).toThrow(/Malformed command/)
  })
})
