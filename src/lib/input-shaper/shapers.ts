/**
 * Input shapers as impulse trains (amplitudes and times), from their published definitions
 * (Singhose's ZV, MZV and extra-insensitive shapers), and what they do: the residual vibration
 * left at a frequency, the smoothing they add to a corner, and the acceleration that keeps that
 * smoothing acceptable.
 */

export const SHAPER_NAMES = ['zv', 'mzv', 'ei', '2hump_ei', '3hump_ei'] as const
export type ShaperName = (typeof SHAPER_NAMES)[number]

export interface ImpulseTrain {
  amplitudes: number[]
  times: number[]
}

/** The damping ratio shapers are built for when none is measured. */
export const DESIGN_DAMPING = 0.1
/** The vibration a shaper may leave at its design points (5 %): the shaper can cut vibrations at most 20 times. */
export const VIBRATION_TOLERANCE = 0.05
/** Lowest frequency each shaper is fitted at: below it, its smoothing would limit acceleration too much. */
export const SHAPER_MIN_FREQ: Record<ShaperName, number> = { zv: 21, mzv: 23, ei: 29, '2hump_ei': 39, '3hump_ei': 48 }

/** Builds a shaper for a resonance at `freq` Hz with damping ratio `damping`. */
export function buildShaper(name: ShaperName, freq: number, damping = DESIGN_DAMPING): ImpulseTrain {
  const root = Math.sqrt(1 - damping * damping)
  const period = 1 / (freq * root)
  const decay = (fraction: number) => Math.exp((-fraction * damping * Math.PI) / root)
  const v = VIBRATION_TOLERANCE
  switch (name) {
    case 'zv': {
      const k = decay(1)
      return { amplitudes: [1, k], times: [0, period / 2] }
    }
    case 'mzv': {
      const k = decay(0.75)
      const outer = 1 - Math.SQRT1_2
      return { amplitudes: [outer, (Math.SQRT2 - 1) * k, outer * k * k], times: [0, 0.375 * period, 0.75 * period] }
    }
    case 'ei': {
      const k = decay(1)
      const outer = 0.25 * (1 + v)
      return { amplitudes: [outer, 0.5 * (1 - v) * k, outer * k * k], times: [0, period / 2, period] }
    }
    case '2hump_ei': {
      const k = decay(1)
      const v2 = v * v
      const x = Math.cbrt(v2 * (Math.sqrt(1 - v2) + 1))
      const first = (3 * x * x + 2 * x + 3 * v2) / (16 * x)
      const second = (0.5 - first) * k
      return { amplitudes: [first, second, second * k, first * k ** 3], times: [0, 0.5, 1, 1.5].map((f) => f * period) }
    }
    case '3hump_ei': {
      const k = decay(1)
      const k2 = k * k
      const first = 0.0625 * (1 + 3 * v + 2 * Math.sqrt(2 * (v + 1) * v))
      const second = 0.25 * (1 - v) * k
      const middle = (0.5 * (1 + v) - 2 * first) * k2
      return { amplitudes: [first, second, middle, second * k2, first * k2 * k2], times: [0, 0.5, 1, 1.5, 2].map((f) => f * period) }
    }
  }
}

/**
 * The fraction of a vibration at each frequency that is left once the shaper filters the motion,
 * for a resonance with damping ratio `damping` (1: untouched, 0: cancelled).
 */
export function residualVibration(shaper: ImpulseTrain, freqs: ArrayLike<number>, damping: number): Float64Array {
  const { amplitudes: a, times: t } = shaper
  const total = a.reduce((s, x) => s + x, 0)
  const last = t[t.length - 1]
  const root = Math.sqrt(1 - damping * damping)
  const out = new Float64Array(freqs.length)
  for (let i = 0; i < freqs.length; i++) {
    const omega = 2 * Math.PI * freqs[i]
    let s = 0
    let c = 0
    for (let j = 0; j < a.length; j++) {
      const w = a[j] * Math.exp(-damping * omega * (last - t[j]))
      s += w * Math.sin(omega * root * t[j])
      c += w * Math.cos(omega * root * t[j])
    }
    out[i] = Math.hypot(s, c) / total
  }
  return out
}

/**
 * How far (mm) the shaped path strays from the commanded one at a corner, at acceleration `accel`
 * and square corner velocity `scv`: the worse of a 90° turn and a reversal.
 */
export function shaperSmoothing(shaper: ImpulseTrain, accel = 5000, scv = 5): number {
  const { amplitudes: a, times: t } = shaper
  const total = a.reduce((s, x) => s + x, 0)
  const centre = a.reduce((s, x, i) => s + x * t[i], 0) / total
  const half = accel / 2
  let turn = 0
  let reversal = 0
  for (let i = 0; i < a.length; i++) {
    const dt = t[i] - centre
    if (dt >= 0) turn += a[i] * (scv + half * dt) * dt
    reversal += a[i] * half * dt * dt
  }
  return Math.max((turn * Math.SQRT2) / total, reversal / total)
}

/** Smoothing (mm) a shaper may add before prints visibly lose detail. */
export const ACCEPTED_SMOOTHING = 0.12

/** The highest acceleration whose smoothing stays within ACCEPTED_SMOOTHING (bisection; smoothing grows with acceleration). */
export function maxAcceleration(shaper: ImpulseTrain, scv = 5): number {
  const ok = (accel: number) => shaperSmoothing(shaper, accel, scv) <= ACCEPTED_SMOOTHING
  if (!ok(1e-9)) return 0
  let low = 1
  let high = 1
  while (!ok(low)) low /= 2
  while (ok(high)) high *= 2
  if (high < low) high = low
  while (high - low > 1e-3) {
    const mid = (low + high) / 2
    if (ok(mid)) low = mid
    else high = mid
  }
  return low
}
