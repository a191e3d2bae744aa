/**
 * What a print cost: filament by weight plus the printer's electricity over the job's whole time.
 * A part whose price is unset is left out; with neither set there is no cost at all.
 */
import { formatNumber } from '../format'
import type { CostSettings } from './cost-settings'

export { COST_DEFAULTS, costSettingsOf, type CostSettings } from './cost-settings'


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
  /** Metered energy (a power sensor's history field); when given, it replaces the watts estimate. */
  energyKwh?: number | null
  /** This job's own filament price (its spool's); the settings' price when absent. */
  pricePerKg?: number | null
}

export function jobGrams(input: CostInput, s: CostSettings): number {
  const { grams, mm } = input.sliced ?? {}
  if (grams && grams > 0 && mm && mm > 0) return (grams * input.filamentMm) / mm
  return filamentGrams(input.filamentMm, s.diameter, s.density)
}

/** kWh the job drew: metered when a sensor recorded it, else the set watts over its time; null when neither. */
export function jobKwh(input: CostInput, s: CostSettings): number | null {
  if (typeof input.energyKwh === 'number' && Number.isFinite(input.energyKwh)) return Math.max(0, input.energyKwh)
  return s.printerWatts === null ? null : (s.printerWatts * Math.max(0, input.seconds)) / 3_600_000
}

/** The cost, or null when no price is set. */
export function jobCost(input: CostInput, s: CostSettings): number | null {
  const perKg = input.pricePerKg === undefined ? s.filamentPerKg : input.pricePerKg
  const filament = perKg === null ? null : (jobGrams(input, s) / 1000) * perKg
  const kwh = jobKwh(input, s)
  const energy = s.energyPerKwh === null || kwh === null ? null : kwh * s.energyPerKwh
  if (filament === null && energy === null) return null
  return (filament ?? 0) + (energy ?? 0)
}

/** The cost with two decimals in the interface locale ('1,25 €' in German), then the user's currency text. */
export function formatCost(cost: number | null, currency: string, locale?: string): string {
  if (cost === null || !Number.isFinite(cost)) return ''
  const amount = formatNumber(cost, 2, locale)
  return currency ? `${amount} ${currency}` : amount
}
