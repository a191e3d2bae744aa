/**
 * What a print cost: filament by weight plus the printer's electricity over the job's whole time.
 * A part whose price is unset is left out; with neither set there is no cost at all.
 */
import { formatNumber } from '../format'

export interface CostSettings {
  /** Price of 1 kg of filament; null when unset. */
  filamentPerKg: number | null
  /** Price of 1 kWh; null when unset. */
  energyPerKwh: number | null
  /** Printer's average draw in watts; null when unset. */
  printerWatts: number | null
  /** g/cm³, to turn filament length into weight when the slicer gave no weight (PLA 1.24). */
  density: number
  /** mm (SPEC §9 default 1.75). */
  diameter: number
  /** Shown after amounts ('€', 'USD'); may be empty. */
  currency: string
}

export const COST_DEFAULTS: CostSettings = { filamentPerKg: null, energyPerKwh: null, printerWatts: null, density: 1.24, diameter: 1.75, currency: '' }

/** Reads what is stored, tolerating missing or mistyped fields (another client may have written it). */
export function costSettingsOf(stored: unknown): CostSettings {
  const s = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const price = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null)
  const positive = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : d)
  return {
    ...s,
    filamentPerKg: price(s.filamentPerKg),
    energyPerKwh: price(s.energyPerKwh),
    printerWatts: price(s.printerWatts),
    density: positive(s.density, COST_DEFAULTS.density),
    diameter: positive(s.diameter, COST_DEFAULTS.diameter),
    currency: typeof s.currency === 'string' ? s.currency : '',
  }
}

/** Grams of a filament length: cross-section area × length × density. */
export function filamentGrams(lengthMm: number, diameterMm: number, density: number): number {
  const areaMm2 = Math.PI * (diameterMm / 2) ** 2
  return (areaMm2 * lengthMm * density) / 1000
}

export interface CostInput {
  filamentMm: number
  /** Seconds the printer was on for the job (total duration: pauses draw power too). */
  seconds: number
  /** The slicer's weight and length for the whole file: scales to the length actually used. */
  sliced?: { grams?: number; mm?: number }
}

export function jobGrams(input: CostInput, s: CostSettings): number {
  const { grams, mm } = input.sliced ?? {}
  if (grams && grams > 0 && mm && mm > 0) return (grams * input.filamentMm) / mm
  return filamentGrams(input.filamentMm, s.diameter, s.density)
}

/** The cost, or null when no price is set. */
export function jobCost(input: CostInput, s: CostSettings): number | null {
  const filament = s.filamentPerKg === null ? null : (jobGrams(input, s) / 1000) * s.filamentPerKg
  const energy = s.energyPerKwh === null || s.printerWatts === null ? null : ((s.printerWatts * Math.max(0, input.seconds)) / 3_600_000) * s.energyPerKwh
  if (filament === null && energy === null) return null
  return (filament ?? 0) + (energy ?? 0)
}

/** The cost with two decimals in the interface locale ('1,25 €' in German), then the user's currency text. */
export function formatCost(cost: number | null, currency: string, locale?: string): string {
  if (cost === null || !Number.isFinite(cost)) return ''
  const amount = formatNumber(cost, 2, locale)
  return currency ? `${amount} ${currency}` : amount
}
