/** Columns of the job history table besides the file name (always shown). */
export type HistoryColumnKey = 'thumbnail' | 'status' | 'start_time' | 'end_time' | 'print_duration' | 'total_duration' | 'filament_used' | 'slicer' | 'energy' | 'cost'

export type HistorySortKey = 'filename' | 'status' | 'start_time' | 'end_time' | 'print_duration' | 'total_duration' | 'filament_used' | 'slicer' | 'energy' | 'cost'

export interface HistoryColumn {
  key: HistoryColumnKey
  width: number
  sortKey?: HistorySortKey
  defaultVisible: boolean
  align?: 'left' | 'right'
}

export const HISTORY_COLUMNS: readonly HistoryColumn[] = [
  { key: 'thumbnail', width: 48, defaultVisible: true },
  { key: 'status', width: 160, sortKey: 'status', defaultVisible: true },
  { key: 'start_time', width: 195, sortKey: 'start_time', defaultVisible: true },
  { key: 'end_time', width: 195, sortKey: 'end_time', defaultVisible: false },
  // Durations have room for the longer localized units ('1 Std. 54 Min. 18 Sek.').
  { key: 'print_duration', width: 185, sortKey: 'print_duration', defaultVisible: true, align: 'right' },
  { key: 'total_duration', width: 185, sortKey: 'total_duration', defaultVisible: false, align: 'right' },
  { key: 'filament_used', width: 100, sortKey: 'filament_used', defaultVisible: true, align: 'right' },
  { key: 'slicer', width: 140, sortKey: 'slicer', defaultVisible: false },
  { key: 'energy', width: 110, sortKey: 'energy', defaultVisible: true, align: 'right' },
  { key: 'cost', width: 90, sortKey: 'cost', defaultVisible: true, align: 'right' },
]

/** The key of this table in uiSettings.tableHeaders. */
export const HISTORY_TABLE = 'history'

export interface SavedColumn {
  value: string
  visible: boolean
}

/**
 * Visible columns: the saved choice where there is one, else the default; cost only when a price is
 * set, energy only when some job has it metered.
 */
export function visibleHistoryColumns(saved: readonly SavedColumn[] | undefined, hasCost = true, hasEnergy = true): HistoryColumn[] {
  return HISTORY_COLUMNS.filter((d) => {
    if (d.key === 'cost' && !hasCost) return false
    if (d.key === 'energy' && !hasEnergy) return false
    const s = saved?.find((c) => c.value === d.key)
    return s ? s.visible : d.defaultVisible
  })
}

export function toggleHistoryColumn(saved: readonly SavedColumn[] | undefined, key: HistoryColumnKey, visible: boolean): SavedColumn[] {
  const current = new Set(visibleHistoryColumns(saved).map((d) => d.key))
  if (visible) current.add(key)
  else current.delete(key)
  return HISTORY_COLUMNS.map((d) => ({ value: d.key, visible: current.has(d.key) }))
}
