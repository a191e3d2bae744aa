import type { SpoolmanSpool } from '../../moonraker/types'

/** The filament's colour as CSS, or null when Spoolman has none for it. */
export function spoolColor(spool: SpoolmanSpool): string | null {
  const hex = spool.filament.color_hex ?? spool.filament.multi_color_hexes?.split(',')[0]
  if (!hex || !/^#?[0-9a-f]{6}([0-9a-f]{2})?$/i.test(hex.trim())) return null
  return `#${hex.trim().replace(/^#/, '')}`
}

/** What a spool is called on screen: its filament's name, or the material, or its number. */
export function spoolName(spool: SpoolmanSpool): string {
  return spool.filament.name || spool.filament.material || `#${spool.id}`
}

/** How full the spool still is, 0–1, or null without a known initial weight. */
export function remainingFraction(spool: SpoolmanSpool): number | null {
  const initial = spool.initial_weight ?? spool.filament.weight
  if (!initial || spool.remaining_weight === undefined) return null
  return Math.min(1, Math.max(0, spool.remaining_weight / initial))
}

/**
 * A spool's price per kilogram of filament: the spool's own price over its net weight, else the
 * filament's price over a full spool's weight. null when neither is known.
 */
export function spoolPricePerKg(spool: SpoolmanSpool): number | null {
  const { filament } = spool
  const spoolWeight = spool.initial_weight ?? filament.weight
  if (spool.price !== undefined && spool.price !== null && spoolWeight) return spool.price / (spoolWeight / 1000)
  if (filament.price !== undefined && filament.price !== null && filament.weight) return filament.price / (filament.weight / 1000)
  return null
}

/** The filament a file needs, from its metadata (slicer totals), in g and mm. */
export interface FilamentNeed {
  weight?: number
  length?: number
}

export interface Shortfall {
  needWeight?: number
  haveWeight?: number
  needLength?: number
  haveLength?: number
}

/**
 * Whether a file needs more filament than the spool has left, by weight or by length (whichever the
 * slicer and Spoolman both know). Null when it fits, or nothing can be compared.
 */
export function spoolShortfall(need: FilamentNeed, spool: SpoolmanSpool): Shortfall | null {
  const short = (n?: number, have?: number) => n !== undefined && n > 0 && have !== undefined && n > have
  const byWeight = short(need.weight, spool.remaining_weight)
  const byLength = short(need.length, spool.remaining_length)
  if (!byWeight && !byLength) return null
  return { needWeight: need.weight, haveWeight: spool.remaining_weight, needLength: need.length, haveLength: spool.remaining_length }
}

/** The words a spool is found by in the list's search: number, name, vendor, material, colour, location. */
function searchText(spool: SpoolmanSpool): string {
  const f = spool.filament
  return [`#${spool.id}`, String(spool.id), f.name, f.vendor?.name, f.material, f.color_hex, spool.location, spool.lot_nr, spool.comment].filter(Boolean).join(' ').toLowerCase()
}

/** Spools every word of the query matches (archived ones are never listed). */
export function filterSpools(spools: readonly SpoolmanSpool[], query: string): SpoolmanSpool[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return spools.filter((s) => !s.archived && words.every((w) => searchText(s).includes(w)))
}
