import { formatDuration, formatFileSize, formatLength, formatMmUpTo, formatTemperature, formatWeight } from '../format'
import type { DateTimePrefs } from '../datetime'
import { formatFileDate } from './dates'
import { filamentColors, filamentText, filamentTypes } from './filament'
import type { ColumnKey } from './columns'
import type { FileEntry } from './entry'

/**
 * The text of one cell (thumbnails and the last print's icon are pictures, not text). Missing values
 * show as '-'. `absoluteDates` writes today's dates out too.
 */
export function cellText(entry: FileEntry, key: ColumnKey, nowMs?: number, prefs?: DateTimePrefs, absoluteDates = false): string {
  const m = entry.meta
  // The row re-renders when prefs change, locale included: numbers follow it as dates do.
  const locale = prefs?.locale
  const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
  switch (key) {
    case 'size':
      return entry.type === 'directory' ? '-' : formatFileSize(entry.size, locale)
    case 'modified':
      return formatFileDate(entry.modified, nowMs, prefs, absoluteDates)
    case 'print_start_time':
      return m?.print_start_time ? formatFileDate(m.print_start_time, nowMs, prefs, absoluteDates) : '-'
    case 'filament':
      return filamentText(m) || '-'
    case 'filament_type':
      return filamentTypes(m).join(', ') || '-'
    case 'filament_color':
      return filamentColors(m).join(', ') || '-'
    case 'estimated_time':
      return num(m?.estimated_time) ? formatDuration(m.estimated_time, locale) : '-'
    case 'slicer':
      return m?.slicer ? (m.slicer_version ? `${m.slicer} ${m.slicer_version}` : m.slicer) : '-'
    case 'filament_total':
      return num(m?.filament_total) ? formatLength(m.filament_total, locale) : '-'
    case 'filament_weight_total':
      return num(m?.filament_weight_total) ? formatWeight(m.filament_weight_total, locale) : '-'
    case 'layer_height':
    case 'first_layer_height':
    case 'object_height': {
      const v = m?.[key]
      return num(v) ? formatMmUpTo(v, 2, locale) : '-'
    }
    case 'first_layer_extr_temp':
    case 'first_layer_bed_temp': {
      const v = m?.[key]
      return num(v) ? formatTemperature(v, locale) : '-'
    }
    default:
      return ''
  }
}
