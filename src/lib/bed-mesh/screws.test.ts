import { describe, expect, it } from 'vitest'
import { formatTurnClock, formatTurnFraction, parseScrewTurn } from './screws'

describe('screw turns', () => {
  it("reads Klipper's HH:MM and direction", () => {
    const t = parseScrewTurn('01:15', 'CW', false)
    expect(t).toMatchObject({ direction: 'CW', turns: 1, minutes: 15, amount: 1.25, isBase: false })
    expect(parseScrewTurn('00:20', 'CCW', false).direction).toBe('CCW')
  })
  it('has no direction for the base screw or a screw within tolerance', () => {
    expect(parseScrewTurn('00:00', 'CW', true).direction).toBeNull()
    expect(parseScrewTurn('00:00', 'CCW', false).direction).toBeNull()
  })
  it('formats as a clock and as a fraction of turns', () => {
    expect(formatTurnClock(parseScrewTurn('1:5', 'CW', false))).toBe('01:05')
    expect(formatTurnFraction(parseScrewTurn('01:15', 'CW', false))).toBe('1 ¼')
    expect(formatTurnFraction(parseScrewTurn('00:45', 'CW', false))).toBe('¾')
    expect(formatTurnFraction(parseScrewTurn('02:00', 'CW', false))).toBe('2')
    expect(formatTurnFraction(parseScrewTurn('00:03', 'CW', false))).toBe('0')
    expect(formatTurnFraction(parseScrewTurn('00:04', 'CW', false))).toBe('⅛')
  })
})
