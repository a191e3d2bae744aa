/** The prices a print's cost is figured from, as stored in Settings → Print costs. */

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
