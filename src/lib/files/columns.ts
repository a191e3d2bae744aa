import type { SortKey } from './sort'

/** Columns of the file table besides the name (always shown first). */
export type ColumnKey =
  | 'thumbnail'
  | 'last_status'
  | 'estimated_time'
  | 'slicer'
  | 'filament'
  | 'filament_type'
  | 'filament_color'
  | 'filament_total'
  | 'filament_weight_total'
  | 'layer_height'
  | 'first_layer_height'
  | 'object_height'
  | 'first_layer_extr_temp'
  | 'first_layer_bed_temp'
  | 'print_start_time'
  | 'modified'
  | 'size'

export interface ColumnDef {
  key: ColumnKey
  /** Pixel width of the column; the name column takes what is left. */
  width: number
  sortKey?: SortKey
  /** Shown until the user chooses; 'with-data': shown when some file in the list has the value. */
  defaultVisible: boolean | 'with-data'
  align?: 'left' | 'right'
}

const GCODE_COLUMNS: ColumnDef[] = [
  { key: 'thumbnail', width: 56, defaultVisible: true },
  // An icon of the file's last print (history), as Fluidd shows beside the name.
  { key: 'last_status', width: 44, defaultVisible: true },
  // Room for the longer localized duration units ('1 Std. 54 Min. 18 Sek.').
  { key: 'estimated_time', width: 185, sortKey: 'estimated_time', defaultVisible: true, align: 'right' },
  { key: 'slicer', width: 160, sortKey: 'slicer', defaultVisible: true },
  // Name, type and colour swatch of each filament, on when the slicer wrote any of them.
  { key: 'filament', width: 190, sortKey: 'filament_name', defaultVisible: 'with-data' },
  // The same apart, for a table sorted or read by type or colour alone.
  { key: 'filament_type', width: 120, sortKey: 'filament_type', defaultVisible: false },
  { key: 'filament_color', width: 120, defaultVisible: false },
  { key: 'filament_total', width: 100, sortKey: 'filament_total', defaultVisible: false, align: 'right' },
  { key: 'filament_weight_total', width: 100, sortKey: 'filament_weight_total', defaultVisible: false, align: 'right' },
  { key: 'layer_height', width: 100, sortKey: 'layer_height', defaultVisible: false, align: 'right' },
  { key: 'first_layer_height', width: 110, sortKey: 'first_layer_height', defaultVisible: false, align: 'right' },
  { key: 'object_height', width: 110, sortKey: 'object_height', defaultVisible: false, align: 'right' },
  { key: 'first_layer_extr_temp', width: 120, sortKey: 'first_layer_extr_temp', defaultVisible: false, align: 'right' },
  { key: 'first_layer_bed_temp', width: 120, sortKey: 'first_layer_bed_temp', defaultVisible: false, align: 'right' },
  { key: 'print_start_time', width: 170, sortKey: 'print_start_time', defaultVisible: false },
]

const COMMON_COLUMNS: ColumnDef[] = [
  { key: 'modified', width: 170, sortKey: 'modified', defaultVisible: true },
  { key: 'size', width: 90, sortKey: 'size', defaultVisible: true, align: 'right' },
]

/** The columns a root offers: slicer metadata only where G-code lives, preview pictures for timelapses. */
export function columnsFor(root: string): ColumnDef[] {
  if (root === 'gcodes') return [...GCODE_COLUMNS, ...COMMON_COLUMNS]
  if (root === 'timelapse') return [GCODE_COLUMNS[0], ...COMMON_COLUMNS]
  return COMMON_COLUMNS
}

/** What uiSettings.tableHeaders keeps per table. */
export interface SavedColumn {
  value: string
  visible: boolean
}

/**
 * Visible columns: the saved choice where there is one, else the column's default; a 'with-data'
 * column by default when `hasData` says some file has its value.
 */
export function visibleColumns(defs: readonly ColumnDef[], saved: readonly SavedColumn[] | undefined, hasData: (key: ColumnKey) => boolean = () => false): ColumnDef[] {
  return defs.filter((d) => {
    const s = saved?.find((c) => c.value === d.key)
    if (s) return s.visible
    return d.defaultVisible === 'with-data' ? hasData(d.key) : d.defaultVisible
  })
}

/** The list to save after the user toggles one column. */
export function toggleColumn(defs: readonly ColumnDef[], saved: readonly SavedColumn[] | undefined, key: ColumnKey, visible: boolean, hasData?: (key: ColumnKey) => boolean): SavedColumn[] {
  const current = new Set(visibleColumns(defs, saved, hasData).map((d) => d.key))
  if (visible) current.add(key)
  else current.delete(key)
  return defs.map((d) => ({ value: d.key, visible: current.has(d.key) }))
}

/** The key of a root's table in uiSettings.tableHeaders. */
export function tableHeadersKey(root: string): string {
  return `files_${root}`
}
