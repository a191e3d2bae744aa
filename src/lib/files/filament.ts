import type { FileMeta } from './entry'

/** One filament of a sliced file: what the chip says and its swatch colour (null: no valid colour). */
export interface FilamentChip {
  label: string
  color: string | null
}

/** Only '#rgb' and '#rrggbb' reach a style: anything else the slicer wrote is dropped. */
export function safeColor(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const v = value.trim()
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v) ? v.toLowerCase() : null
}

/** Slicers join per-extruder values with ';' ('PLA;PETG'); surrounding quotes and blanks go. */
function parts(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value.split(';').map((s) => s.trim().replace(/^"(.*)"$/, '$1').trim())
}

/**
 * The filament chips of a file: per extruder its name, with its type when the name does not already
 * say it ('Prusament Galaxy Black · PLA', but 'Generic PLA'), and the slicer colour. Unused
 * extruders (nothing named, typed or coloured) make no chip.
 */
export function filamentChips(meta: FileMeta | undefined): FilamentChip[] {
  if (!meta) return []
  const names = parts(meta.filament_name)
  const types = parts(meta.filament_type)
  const colors = Array.isArray(meta.filament_colors) ? meta.filament_colors : []
  const count = Math.max(names.length, types.length, colors.length)
  const chips: FilamentChip[] = []
  for (let i = 0; i < count; i++) {
    const name = names[i] ?? ''
    const type = types[i] ?? ''
    const color = safeColor(colors[i])
    const label = name && type && !name.toLowerCase().includes(type.toLowerCase()) ? `${name} · ${type}` : name || type
    if (label || color) chips.push({ label, color })
  }
  return chips
}

/** The chips as one line of text (the cell's tooltip, sorting). */
export function filamentText(meta: FileMeta | undefined): string {
  return filamentChips(meta)
    .map((c) => c.label)
    .filter(Boolean)
    .join(', ')
}

/** Each extruder's filament type, without repeats ('PLA, PETG'). */
export function filamentTypes(meta: FileMeta | undefined): string[] {
  return [...new Set(parts(meta?.filament_type).filter(Boolean))]
}

/** Each extruder's colour that safeColor lets through, in order. */
export function filamentColors(meta: FileMeta | undefined): string[] {
  const colors = Array.isArray(meta?.filament_colors) ? meta.filament_colors : []
  return colors.map(safeColor).filter((c): c is string => c !== null)
}
