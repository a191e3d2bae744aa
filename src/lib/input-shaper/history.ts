/**
 * Measurements kept per printer: each axis's analysed result (not the raw samples), read back
 * defensively since another client may have written anything there, and two compared on one
 * frequency grid.
 */
import type { AxisAnalysis, TestAxis } from './analyse'
import type { ShaperFit } from './fit'
import { SHAPER_NAMES, type ShaperName } from './shapers'

export interface StoredMeasurement extends AxisAnalysis {
  id: string
  /** Unix ms. */
  measuredAt: number
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number' && Number.isFinite(n))
const isShaper = (v: unknown): v is ShaperName => SHAPER_NAMES.some((n) => n === v)
const isAxis = (v: unknown): v is TestAxis => v === 'x' || v === 'y'

function readFit(v: unknown): ShaperFit | null {
  if (!isRecord(v) || !isShaper(v.name)) return null
  const { freq, vibrations, smoothing, maxAccel, score } = v
  if (![freq, vibrations, smoothing, maxAccel].every((n) => typeof n === 'number' && Number.isFinite(n))) return null
  return { name: v.name, freq: Number(freq), vibrations: Number(vibrations), smoothing: Number(smoothing), maxAccel: Number(maxAccel), score: typeof score === 'number' ? score : 0 }
}

/** A stored measurement, or null when the value is not one. */
export function readMeasurement(id: string, v: unknown): StoredMeasurement | null {
  if (!isRecord(v) || !isAxis(v.axis) || !isShaper(v.recommended) || typeof v.measuredAt !== 'number' || !isNumbers(v.freqs)) return null
  const psd = v.psd
  if (!isRecord(psd)) return null
  const n = v.freqs.length
  const curves = [psd.sum, psd.x, psd.y, psd.z]
  if (!curves.every((c) => isNumbers(c) && c.length === n)) return null
  const fits = Array.isArray(v.fits) ? v.fits.map(readFit) : []
  if (!fits.length || fits.some((f) => f === null)) return null
  const [sum, x, y, z] = curves.filter(isNumbers)
  return {
    id,
    axis: v.axis,
    measuredAt: v.measuredAt,
    freqs: v.freqs,
    psd: { sum, x, y, z },
    fits: fits.filter((f): f is ShaperFit => f !== null),
    recommended: v.recommended,
    sampleRate: typeof v.sampleRate === 'number' ? v.sampleRate : 0,
    samples: typeof v.samples === 'number' ? v.samples : 0,
  }
}

/** Every measurement of a stored record, newest first; what cannot be read is left out. */
export function readHistory(stored: unknown): StoredMeasurement[] {
  if (!isRecord(stored)) return []
  return Object.entries(stored)
    .map(([id, v]) => readMeasurement(id, v))
    .filter((m): m is StoredMeasurement => m !== null)
    .sort((a, b) => b.measuredAt - a.measuredAt)
}

const round = (v: number) => Number(v.toPrecision(4))

/** What is stored of a measurement: its numbers to four significant digits (a few kB an axis). */
export function storedForm(m: StoredMeasurement): Omit<StoredMeasurement, 'id'> {
  const { id: _id, ...rest } = m
  return {
    ...rest,
    freqs: m.freqs.map(round),
    psd: { sum: m.psd.sum.map(round), x: m.psd.x.map(round), y: m.psd.y.map(round), z: m.psd.z.map(round) },
    fits: m.fits.map((f) => ({ ...f, freq: round(f.freq), vibrations: round(f.vibrations), smoothing: round(f.smoothing), score: round(f.score) })),
  }
}

/** `values` over `from` frequencies, read at `to` frequencies (linear; 0 outside). */
export function resample(from: readonly number[], values: readonly number[], to: readonly number[]): number[] {
  let j = 0
  return to.map((f) => {
    while (j < from.length - 2 && from[j + 1] < f) j++
    const [f0, f1] = [from[j], from[j + 1]]
    if (f1 === undefined || f < f0 || f > from[from.length - 1]) return 0
    const t = f1 === f0 ? 0 : (f - f0) / (f1 - f0)
    return values[j] + (values[j + 1] - values[j]) * t
  })
}
