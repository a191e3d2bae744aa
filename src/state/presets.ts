import { randomId } from '../lib/random-id'
import type { ThermalPreset } from '../lib/thermal-presets'
import { updateStored, useUiSetting } from './settings/settings'

export type { ThermalPreset }

const PATH = 'dashboard.tempPresets'

export function useThermalPresets(): ThermalPreset[] {
  return useUiSetting(PATH)
}

export function newPresetId(): string {
  return randomId()
}

/** Adds a preset or replaces the one with the same id, in the list as the server holds it now. */
export function savePreset(preset: ThermalPreset): Promise<void> {
  return updateStored('uiSettings', PATH, (list) => {
    const index = list.findIndex((p) => p.id === preset.id)
    return index === -1 ? [...list, preset] : list.map((p) => (p.id === preset.id ? { ...p, ...preset } : p))
  })
}

export function deletePreset(id: string): Promise<void> {
  return updateStored('uiSettings', PATH, (list) => list.filter((p) => p.id !== id))
}
