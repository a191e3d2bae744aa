import type { PresetValue } from '../lib/gcode/heaters'
import { getUiSetting, saveUiSetting, useUiSetting } from './ui-settings'

/** A thermal preset (SPEC §3): a target per heater or temperature fan, plus optional G-code. */
export interface ThermalPreset {
  id: string
  name: string
  values: Record<string, PresetValue>
  gcode: string
}

const PATH = 'dashboard.tempPresets'
const EMPTY: ThermalPreset[] = []

function isPreset(value: unknown): value is ThermalPreset {
  return !!value && typeof value === 'object' && typeof (value as ThermalPreset).name === 'string'
}

/** Presets with a stable string id (older entries may carry a numeric or missing one). */
function normalize(list: unknown): ThermalPreset[] {
  if (!Array.isArray(list)) return EMPTY
  return list.filter(isPreset).map((p, index) => ({
    id: p.id !== undefined && p.id !== null && String(p.id) !== '-1' ? String(p.id) : `preset-${index}`,
    name: p.name,
    values: p.values && typeof p.values === 'object' ? p.values : {},
    gcode: typeof p.gcode === 'string' ? p.gcode : '',
  }))
}

export function useThermalPresets(): ThermalPreset[] {
  const raw = useUiSetting<unknown>(PATH)
  return cachedNormalize(raw)
}

let lastRaw: unknown = undefined
let lastList: ThermalPreset[] = EMPTY
function cachedNormalize(raw: unknown): ThermalPreset[] {
  if (raw !== lastRaw) {
    lastRaw = raw
    lastList = normalize(raw)
  }
  return lastList
}

export function newPresetId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

/** Adds a preset or replaces the one with the same id. */
export function savePreset(preset: ThermalPreset): Promise<void> {
  const list = normalize(getUiSetting<unknown>(PATH))
  const index = list.findIndex((p) => p.id === preset.id)
  const next = index === -1 ? [...list, preset] : list.map((p) => (p.id === preset.id ? preset : p))
  return saveUiSetting(PATH, next)
}

export function deletePreset(id: string): Promise<void> {
  return saveUiSetting(
    PATH,
    normalize(getUiSetting<unknown>(PATH)).filter((p) => p.id !== id),
  )
}
