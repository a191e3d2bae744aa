import type { PresetValue } from './gcode/heaters'

/** A thermal preset (SPEC §3): a target per heater or temperature fan, plus optional G-code. */
export interface ThermalPreset {
  id: string
  name: string
  values: Record<string, PresetValue>
  gcode: string
}

/** A heater's or fan's value of a preset; one without a numeric target is left out. */
function presetValues(stored: unknown): Record<string, PresetValue> {
  const out: Record<string, PresetValue> = {}
  if (!stored || typeof stored !== 'object') return out
  for (const [name, v] of Object.entries(stored)) {
    if (!v || typeof v !== 'object' || typeof v.value !== 'number' || !Number.isFinite(v.value)) continue
    out[name] = { ...v, value: v.value, type: v.type === 'fan' ? 'fan' : 'heater', active: v.active !== false }
  }
  return out
}

/**
 * The stored presets, cleaned: records with a name, each with a stable string id (older entries may
 * carry a numeric or missing one) and only the heater values of the right shape; other fields are kept.
 */
export function readThermalPresets(list: unknown): ThermalPreset[] | undefined {
  if (!Array.isArray(list)) return undefined
  return list
    .filter((p): p is Record<string, unknown> => !!p && typeof p === 'object' && typeof p.name === 'string')
    .map((p, index) => ({
      ...p,
      id: p.id !== undefined && p.id !== null && String(p.id) !== '-1' ? String(p.id) : `preset-${index}`,
      name: String(p.name),
      values: presetValues(p.values),
      gcode: typeof p.gcode === 'string' ? p.gcode : '',
    }))
}
