/**
 * [input_shaper]: SET_INPUT_SHAPER changes the X and Y shapers and reports them, as Klipper does.
 * Klipper's input_shaper has no status object: clients learn the values from the config and
 * from this command's report.
 */
import type { GcodeCommand } from '../../gcode/command'
import type { GcodeDispatcher } from '../../gcode/dispatcher'
import { num, type Settings } from '../types'

const MAX_DAMPING: Record<string, number> = { zv: 0.99, mzv: 0.99, zvd: 0.99, ei: 0.4, '2hump_ei': 0.3, '3hump_ei': 0.2 }

export interface AxisShaper {
  type: string
  freq: number
  damping: number
}

export class InputShaper {
  readonly axes: Record<'x' | 'y', AxisShaper>
  /** Off while a resonance test runs without INPUT_SHAPING=1. */
  enabled = true

  constructor(s: Settings) {
    const axis = (a: 'x' | 'y'): AxisShaper => ({
      type: String(s[`shaper_type_${a}`] ?? s.shaper_type ?? 'mzv').toLowerCase(),
      freq: num(s[`shaper_freq_${a}`]),
      damping: num(s[`damping_ratio_${a}`], 0.1),
    })
    this.axes = { x: axis('x'), y: axis('y') }
  }

  private update(c: GcodeCommand, a: 'x' | 'y'): AxisShaper {
    const axis = a.toUpperCase()
    const cur = this.axes[a]
    const type = (c.get('SHAPER_TYPE') ?? c.get(`SHAPER_TYPE_${axis}`) ?? cur.type).toLowerCase()
    if (!(type in MAX_DAMPING)) throw c.error(`Unsupported shaper type: ${type}`)
    const damping = c.getFloat(`DAMPING_RATIO_${axis}`, cur.damping, { minval: 0 })
    if (damping > MAX_DAMPING[type]) throw c.error(`Too high value of damping_ratio=${damping.toFixed(3)} for shaper ${type} on axis ${a}`)
    const freq = c.getFloat(`SHAPER_FREQ_${axis}`, cur.freq, { minval: 0 })
    return { type, freq, damping }
  }

  register(gcode: GcodeDispatcher): void {
    gcode.register(
      'SET_INPUT_SHAPER',
      (c) => {
        if (Object.keys(c.params).length) {
          // Both axes checked before either changes.
          const next = { x: this.update(c, 'x'), y: this.update(c, 'y') }
          Object.assign(this.axes, next)
        }
        for (const a of ['x', 'y'] as const) {
          const s = this.axes[a]
          c.respondInfo(`shaper_type_${a}:${s.type} shaper_freq_${a}:${s.freq.toFixed(3)} damping_ratio_${a}:${s.damping.toFixed(6)}`)
        }
      },
      'Change the input shaper of the X and Y axes',
    )
  }
}
