/**
 * How stored lists and records read (presets, macros, filters, cameras, layouts, costs): each needs a
 * reader of its own, and none is needed before the settings load, so they load with them, not with
 * the first paint.
 */
import { readStoredLayout } from '../../lib/dashboard-layout-stored'
import { costSettingsOf } from '../../lib/history/cost-settings'
import { normalizeCategories, readStoredMacros } from '../../lib/macros-stored'
import { normalizeFilters } from '../../lib/console-filter-records'
import { isPlainObject } from '../../lib/stored-shape'
import { readThermalPresets } from '../../lib/thermal-presets'
import { readReminders } from '../../lib/maintenance/reminders'

/** Cameras for servers without Moonraker's webcams API: Fluidd's records by id (a list of them reads too). */
function readStoredCameras(v: unknown): Record<string, Record<string, unknown>> | undefined {
  const entries = Array.isArray(v) ? v.map((c, i) => [isPlainObject(c) ? String(c.id ?? i) : '', c] as const) : isPlainObject(v) ? Object.entries(v) : undefined
  if (!entries) return undefined
  const out: Record<string, Record<string, unknown>> = {}
  for (const [id, c] of entries) if (id && isPlainObject(c)) out[id] = c
  return out
}

export const LIST_READERS = {
  thermalPresets: readThermalPresets,
  macroCategories: normalizeCategories,
  storedMacros: readStoredMacros,
  consoleFilters: normalizeFilters,
  cameras: readStoredCameras,
  layout: readStoredLayout,
  costs: costSettingsOf,
  reminders: readReminders,
}

export type ListReaders = typeof LIST_READERS
