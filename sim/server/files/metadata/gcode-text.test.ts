import { describe, expect, it } from 'vitest'
import { firstCommandOffset, lastCommandEnd } from './gcode-text'

describe("gcode_start_byte and gcode_end_byte, found as Moonraker finds them", () => {
  it('starts at the newline before the first G or M line, skipping macros and comments', () => {
    const text = '; header\nSET_PRINT_STATS_INFO TOTAL_LAYER=2\nPRINT_START\nG28\nG1 X1\n'
    expect(firstCommandOffset(text)).toBe(text.indexOf('\nG28'))
  })

  it('never counts the first line, and needs a space or newline after the number', () => {
    expect(firstCommandOffset('G28\nM84 X\n')).toBe(3)
    expect(firstCommandOffset(';x\nG28X\n')).toBeUndefined()
    expect(firstCommandOffset('; only comments\n')).toBeUndefined()
  })

  it('ends just past the last G or M line', () => {
    const text = 'G28\nG1 X10 Y10\nEND_MACRO\n; done\n'
    expect(lastCommandEnd(text)).toBe('G28\nG1 X10 Y10\n'.length)
  })

  it('takes in the line after a G/M command without parameters, as the backwards pattern does', () => {
    const text = '; a\nG1 X1\nM107\n;TYPE:Custom\n; end\n'
    expect(lastCommandEnd(text)).toBe('; a\nG1 X1\nM107\n;TYPE:Custom\n'.length)
    expect(lastCommandEnd('; nothing\n')).toBeUndefined()
  })

  it('finds what the reversed search finds, on any text', () => {
    const reversedSearch = (text: string) => {
      const m = /\n[^\n]*\s\d+[MG]\n/.exec([...text].reverse().join(''))
      return m ? text.length - m.index : undefined
    }
    const pieces = ['\n', 'G', 'M', '1', '28', ' ', '\t', '\r', 'X', ';', 'G1 X1', 'M107']
    let seed = 7
    const next = () => (seed = (seed * 48271) % 2147483647)
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: next() % 24 }, () => pieces[next() % pieces.length]).join('')
      expect(lastCommandEnd(text), JSON.stringify(text)).toBe(reversedSearch(text))
    }
  })
})
