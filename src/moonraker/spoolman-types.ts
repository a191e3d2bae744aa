/**
 * Spoolman's records as its REST API gives them (Spoolman's OpenAPI document: Vendor, Filament,
 * Spool), reached through Moonraker's server.spoolman.proxy, and the [spoolman] component's own
 * answers (integrations.md, Spoolman).
 */

export interface SpoolmanVendor {
  id: number
  name: string
  registered?: string
  comment?: string
  empty_spool_weight?: number
  extra?: Record<string, string>
}

export interface SpoolmanFilament {
  id: number
  name?: string
  vendor?: SpoolmanVendor
  material?: string
  price?: number
  /** g/cm³ */
  density: number
  /** mm */
  diameter: number
  /** Net weight of a full spool, g. */
  weight?: number
  spool_weight?: number
  /** Hex without '#', e.g. 'FA6831'. */
  color_hex?: string
  /** Several colours, comma separated hex, for multi-colour filament. */
  multi_color_hexes?: string
  settings_extruder_temp?: number
  settings_bed_temp?: number
  extra?: Record<string, string>
}

export interface SpoolmanSpool {
  id: number
  registered?: string
  first_used?: string
  last_used?: string
  filament: SpoolmanFilament
  price?: number
  /** g */
  remaining_weight?: number
  initial_weight?: number
  spool_weight?: number
  used_weight: number
  /** mm */
  remaining_length?: number
  used_length: number
  location?: string
  lot_nr?: string
  comment?: string
  archived: boolean
  extra?: Record<string, string>
}

/** server.spoolman.status */
export interface SpoolmanStatus {
  spoolman_connected: boolean
  pending_reports: { spool_id: number; filament_used: number }[]
  spool_id: number | null
}

/** server.spoolman.proxy with use_v2_response. */
export interface SpoolmanProxyReply<T> {
  response: T | null
  error: { status_code: number; message: string } | null
}
