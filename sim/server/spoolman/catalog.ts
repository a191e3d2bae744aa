/**
 * The stand-in Spoolman's records, in Spoolman's own REST shapes (its OpenAPI document: Vendor,
 * Filament, Spool). Lengths and weights follow Spoolman: a spool's lengths are derived from its
 * weights through the filament's density and diameter.
 */
import type { SpoolmanFilament, SpoolmanVendor } from '../../../src/moonraker/types'

/** The records as stored: a spool keeps its filament's id and its used weight; the rest is derived. */
export interface StoredSpool {
  id: number
  registered: string
  first_used?: string
  last_used?: string
  filament_id: number
  price?: number
  initial_weight: number
  spool_weight?: number
  used_weight: number
  location?: string
  archived: boolean
}

export interface SpoolmanData {
  vendors: SpoolmanVendor[]
  filaments: (Omit<SpoolmanFilament, 'vendor'> & { vendor_id?: number })[]
  spools: StoredSpool[]
}

const REGISTERED = '2026-01-12T09:30:00Z'

export function seedSpoolman(): SpoolmanData {
  const vendor = (id: number, name: string, empty: number): SpoolmanVendor => ({ id, registered: REGISTERED, name, empty_spool_weight: empty, extra: {} })
  const filament = (id: number, vendorId: number, name: string, material: string, color: string, price: number, density: number, temps: [number, number]) => ({
    id, registered: REGISTERED, name, vendor_id: vendorId, material, price, density, diameter: 1.75, weight: 1000, spool_weight: 200,
    color_hex: color, settings_extruder_temp: temps[0], settings_bed_temp: temps[1], extra: {},
  })
  const spool = (id: number, filamentId: number, used: number, extra: Partial<StoredSpool> = {}): StoredSpool => ({
    id, registered: REGISTERED, filament_id: filamentId, initial_weight: 1000, spool_weight: 200, used_weight: used, archived: false, ...extra,
  })
  return {
    vendors: [vendor(1, 'Prusament', 193), vendor(2, 'Polymaker', 140), vendor(3, 'eSun', 224)],
    filaments: [
      filament(1, 1, 'Galaxy Black', 'PLA', '3B3B44', 29.99, 1.24, [215, 60]),
      filament(2, 1, 'Prusa Orange', 'PETG', 'FA6831', 29.99, 1.27, [240, 85]),
      filament(3, 2, 'PolyTerra Cotton White', 'PLA', 'EEEDE6', 22.99, 1.31, [210, 55]),
      filament(4, 2, 'PolyLite Teal', 'ASA', '1F8A8A', 31.5, 1.07, [250, 100]),
      filament(5, 3, 'Fire Engine Red', 'PLA+', 'C8102E', 19.9, 1.23, [220, 60]),
    ],
    spools: [
      spool(1, 1, 164.3, { price: 27.5, location: 'Dry box', first_used: '2026-02-01T10:00:00Z', last_used: '2026-03-02T18:20:00Z' }),
      spool(2, 2, 512.8, { location: 'Shelf', first_used: '2026-02-10T12:00:00Z' }),
      spool(3, 3, 0),
      spool(4, 4, 871.2, { price: 33 }),
      spool(5, 5, 990.5, { location: 'Shelf' }),
      spool(6, 1, 1000, { archived: true }),
    ],
  }
}

/** Filament length (mm) of a weight (g), as Spoolman converts it. */
export function lengthOf(weight: number, density: number, diameter: number): number {
  const area = Math.PI * (diameter / 2) ** 2
  return (weight / density / area) * 1000
}

/** Filament weight (g) of a length (mm). */
export function weightOf(length: number, density: number, diameter: number): number {
  const area = Math.PI * (diameter / 2) ** 2
  return (length * area * density) / 1000
}
