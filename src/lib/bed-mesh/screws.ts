/**
 * Screw adjustments from screws_tilt_adjust.results: Klipper reports each screw's turn as
 * 'HH:MM' (full turns : minutes of a turn on a clock face, 60 minutes = one turn) and CW/CCW.
 */

export interface ScrewTurn {
  /** Null for the base screw and for screws within tolerance (00:00). */
  direction: 'CW' | 'CCW' | null
  turns: number
  minutes: number
  /** Turns as a decimal (01:15 → 1.25). */
  amount: number
  isBase: boolean
}

export function parseScrewTurn(adjust: string, sign: string, isBase: boolean): ScrewTurn {
  const m = /^\s*(\d+):(\d+)\s*$/.exec(adjust)
  const turns = m ? Number(m[1]) : 0
  const minutes = m ? Number(m[2]) : 0
  const amount = turns + minutes / 60
  const direction = isBase || amount === 0 ? null : sign === 'CCW' ? 'CCW' : 'CW'
  return { direction, turns, minutes, amount, isBase }
}

/** The adjustment as Klipper writes it, padded (1:5 → '01:05'). */
export function formatTurnClock(turn: ScrewTurn): string {
  return `${String(turn.turns).padStart(2, '0')}:${String(turn.minutes).padStart(2, '0')}`
}

/** The adjustment in turns, to the nearest eighth ('1 ¼', '¾', '0'). */
export function formatTurnFraction(turn: ScrewTurn): string {
  const eighths = Math.round(turn.amount * 8)
  const whole = Math.floor(eighths / 8)
  const rest = eighths % 8
  const FRACTIONS = ['', '⅛', '¼', '⅜', '½', '⅝', '¾', '⅞']
  if (!whole && !rest) return '0'
  if (!rest) return String(whole)
  return whole ? `${whole} ${FRACTIONS[rest]}` : FRACTIONS[rest]
}
