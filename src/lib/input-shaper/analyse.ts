/**
 * From a recording of the accelerometer during a resonance test to the per-axis result: the
 * spectra (evened out for the test's excitation) and every shaper fitted to their sum.
 */
import { chooseShaper, type ShaperFit } from './fit'
import { evenOutExcitation, welchPsd } from './psd'
import { TRIAL_DAMPING } from './fit'
import { buildShaper, residualVibration, type ShaperName } from './shapers'

export type TestAxis = 'x' | 'y'

/** Samples as the accelerometer sends them: time (s) and acceleration (mm/s²) on each axis. */
export interface Recording {
  time: Float64Array
  x: Float64Array
  y: Float64Array
  z: Float64Array
}

export interface AxisAnalysis {
  axis: TestAxis
  /** Hz, up to the highest frequency analysed. */
  freqs: number[]
  /** Sum of the three axes' spectra, and each one's. */
  psd: { sum: number[]; x: number[]; y: number[]; z: number[] }
  fits: ShaperFit[]
  recommended: ShaperName
  /** Sample rate measured from the timestamps. */
  sampleRate: number
  samples: number
}

/** Spectra are kept up to 1.5 times the test's highest frequency (Klipper's default test stops at 135 Hz). */
export const ANALYSED_MAX_FREQ = 202.5

/** Samples per second from the timestamps: the median interval, so samples lost to an overflow do not count. */
export function sampleRate(time: ArrayLike<number>): number {
  const n = time.length
  if (n < 2) return 0
  const stride = Math.max(1, Math.floor(n / 2000))
  const steps: number[] = []
  for (let i = stride; i < n; i += stride) steps.push((time[i] - time[i - stride]) / stride)
  steps.sort((a, b) => a - b)
  const median = steps[steps.length >> 1]
  return median > 0 ? 1 / median : 0
}

export function analyseRecording(axis: TestAxis, rec: Recording, scv = 5, maxFreq = ANALYSED_MAX_FREQ): AxisAnalysis {
  const rate = sampleRate(rec.time)
  if (!(rate > 0) || rec.time.length < 64) throw new Error('Too few samples to analyse')
  const spectra = [rec.x, rec.y, rec.z].map((s) => welchPsd(s, rate))
  const freqs = spectra[0].freqs
  const keep = freqs.findIndex((f) => f > maxFreq)
  const n = keep < 0 ? freqs.length : keep
  const even = spectra.map((s) => evenOutExcitation(freqs, s.psd).subarray(0, n))
  const sum = new Float64Array(n)
  for (const e of even) for (let i = 0; i < n; i++) sum[i] += e[i]
  const used = freqs.subarray(0, n)
  const { fits, recommended } = chooseShaper(used, sum, scv)
  const list = (a: ArrayLike<number>) => Array.from(a)
  return {
    axis,
    freqs: list(used),
    psd: { sum: list(sum), x: list(even[0]), y: list(even[1]), z: list(even[2]) },
    fits,
    recommended: recommended.name,
    sampleRate: rate,
    samples: rec.time.length,
  }
}

/** What a shaper leaves of the vibration at each frequency (the worst over the trial damping ratios). */
export function shaperCurve(name: ShaperName, freq: number, freqs: ArrayLike<number>): number[] {
  const shaper = buildShaper(name, freq)
  const out = new Array<number>(freqs.length).fill(0)
  for (const d of TRIAL_DAMPING) residualVibration(shaper, freqs, d).forEach((v, i) => (out[i] = Math.max(out[i], v)))
  return out
}
