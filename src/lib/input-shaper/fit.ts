/**
 * Choosing a shaper for a measured spectrum: each shaper's frequency is searched for the least
 * remaining vibration (pessimised over plausible damping ratios), then traded against smoothing
 * so a nearly-as-good, less smoothing setting wins; across shapers the best score wins unless a
 * later one is clearly better.
 */
import { SHAPER_MIN_FREQ, SHAPER_NAMES, buildShaper, maxAcceleration, residualVibration, shaperSmoothing, type ShaperName } from './shapers'

/** The printer's real damping is unknown: a shaper is judged by the worst of these. */
export const TRIAL_DAMPING = [0.075, 0.1, 0.15]
/** Highest shaper frequency searched, and the search's step (Hz). */
export const SEARCH_MAX_FREQ = 150
export const SEARCH_STEP = 0.2

export interface ShaperFit {
  name: ShaperName
  freq: number
  /** Remaining vibrations, 0–1. */
  vibrations: number
  /** mm at 5000 mm/s². */
  smoothing: number
  /** mm/s², rounded to 100 as printed by the printer. */
  maxAccel: number
  score: number
}

/** Fraction of the spectrum above the floor (a 20th of its peak) that the shaper leaves. */
export function remainingVibrations(residual: Float64Array, psd: ArrayLike<number>): number {
  let peak = 0
  for (let i = 0; i < psd.length; i++) peak = Math.max(peak, psd[i])
  const floor = peak / 20
  let left = 0
  let all = 0
  for (let i = 0; i < psd.length; i++) {
    left += Math.max(residual[i] * psd[i] - floor, 0)
    all += Math.max(psd[i] - floor, 0)
  }
  return all > 0 ? left / all : 0
}

function trial(name: ShaperName, freq: number, freqs: ArrayLike<number>, psd: ArrayLike<number>, scv: number): ShaperFit {
  const shaper = buildShaper(name, freq)
  const smoothing = shaperSmoothing(shaper, 5000, scv)
  let vibrations = 0
  for (const damping of TRIAL_DAMPING) vibrations = Math.max(vibrations, remainingVibrations(residualVibration(shaper, freqs, damping), psd))
  const score = smoothing * (vibrations ** 1.5 + vibrations * 0.2 + 0.01)
  return { name, freq, vibrations, smoothing, maxAccel: Math.round(maxAcceleration(shaper, scv) / 100) * 100, score }
}

/** The frequency for one shaper: the least vibration, then the lowest score within 10 % of it. */
export function fitShaper(name: ShaperName, freqs: ArrayLike<number>, psd: ArrayLike<number>, scv = 5): ShaperFit {
  const results: ShaperFit[] = []
  let best: ShaperFit | undefined
  const steps = Math.ceil((SEARCH_MAX_FREQ - SHAPER_MIN_FREQ[name]) / SEARCH_STEP)
  for (let i = steps - 1; i >= 0; i--) {
    const r = trial(name, SHAPER_MIN_FREQ[name] + i * SEARCH_STEP, freqs, psd, scv)
    results.push(r)
    if (!best || r.vibrations < best.vibrations) best = r
  }
  let chosen = best!
  for (let i = results.length - 1; i >= 0; i--) {
    const r = results[i]
    if (r.vibrations < best!.vibrations * 1.1 + 0.0005 && r.score < chosen.score) chosen = r
  }
  return chosen
}

/** Every shaper fitted, and the one recommended. */
export function chooseShaper(freqs: ArrayLike<number>, psd: ArrayLike<number>, scv = 5): { fits: ShaperFit[]; recommended: ShaperFit } {
  const fits = SHAPER_NAMES.map((name) => fitShaper(name, freqs, psd, scv))
  let best = fits[0]
  for (const fit of fits.slice(1)) {
    const muchBetter = fit.score * 1.2 < best.score
    const betterAndSmoother = fit.score * 1.05 < best.score && fit.smoothing * 1.1 < best.smoothing
    if (muchBetter || betterAndSmoother) best = fit
  }
  // ZV leaves the most behind when the damping differs: prefer another that clearly vibrates less.
  if (best.name === 'zv') best = fits.find((f) => f.name !== 'zv' && f.vibrations * 1.1 < best.vibrations) ?? best
  return { fits, recommended: best }
}
