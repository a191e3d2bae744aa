/**
 * The simulated toolhead's mechanical response: each axis a spring-mass resonance (frequency,
 * damping) shaken through its base by the resonance test, read by an accelerometer with noise.
 * Seeded, so a test gets the same samples every run.
 */
import { mulberry32 } from '../../lifecycle'

export interface AxisResonance {
  /** Hz. */
  freq: number
  /** Damping ratio. */
  damping: number
}

export interface ResonanceSettings {
  x: AxisResonance
  y: AxisResonance
  /** Standard deviation of the accelerometer's noise, mm/s². */
  noise: number
  seed: number
}

export const DEFAULT_RESONANCES: ResonanceSettings = { x: { freq: 42, damping: 0.1 }, y: { freq: 57, damping: 0.1 }, noise: 60, seed: 1 }

/** Earth's gravity as the chip reads it on its Z axis, mm/s². */
export const GRAVITY = 9806.65
/** Fraction of one axis's motion the chip also feels on the other (mounting is never perfect). */
const CROSS_TALK = 0.08

/** How much a base-shaken resonance amplifies the input acceleration at `freq`. */
export function transmissibility(freq: number, r: AxisResonance): number {
  const ratio = freq / r.freq
  const twoZetaR = 2 * r.damping * ratio
  return Math.sqrt((1 + twoZetaR ** 2) / ((1 - ratio ** 2) ** 2 + twoZetaR ** 2))
}

/** A frequency sweep of the test: from `start` to `end` Hz at `hzPerSec`, shaking with `accelPerHz` × frequency. */
export interface Sweep {
  axis: 'x' | 'y'
  /** Printer time the sweep began. */
  began: number
  start: number
  end: number
  hzPerSec: number
  accelPerHz: number
}

export function sweepDuration(s: Sweep): number {
  return (s.end - s.start) / s.hzPerSec
}

/** Fills rows [time, x, y, z] for sample times from `from` (inclusive) at `rate` Hz while time < `to`. */
export class AccelerometerSignal {
  private rand: () => number
  private spare: number | null = null

  constructor(
    private settings: ResonanceSettings,
    readonly rate: number,
  ) {
    this.rand = mulberry32(settings.seed)
  }

  reset(settings: ResonanceSettings): void {
    this.settings = settings
    this.rand = mulberry32(settings.seed)
    this.spare = null
  }

  private gauss(): number {
    if (this.spare !== null) {
      const s = this.spare
      this.spare = null
      return s
    }
    const u = Math.max(1e-12, this.rand())
    const v = this.rand()
    const m = Math.sqrt(-2 * Math.log(u))
    this.spare = m * Math.sin(2 * Math.PI * v)
    return m * Math.cos(2 * Math.PI * v)
  }

  /** One sample at printer time `t`, during `sweep` if any. */
  sample(t: number, sweep?: Sweep): [number, number, number, number] {
    const noise = this.settings.noise
    let ax = noise * this.gauss()
    let ay = noise * this.gauss()
    const az = GRAVITY + noise * this.gauss()
    if (sweep) {
      const dt = t - sweep.began
      if (dt >= 0 && dt <= sweepDuration(sweep)) {
        const freq = sweep.start + sweep.hzPerSec * dt
        // Phase of a linear chirp: 2π(f0·t + k·t²/2).
        const phase = 2 * Math.PI * (sweep.start * dt + (sweep.hzPerSec * dt * dt) / 2)
        const a = sweep.accelPerHz * freq * transmissibility(freq, this.settings[sweep.axis]) * Math.sin(phase)
        if (sweep.axis === 'x') {
          ax += a
          ay += CROSS_TALK * a
        } else {
          ay += a
          ax += CROSS_TALK * a
        }
      }
    }
    return [t, ax, ay, az]
  }
}
