/** The macros' settings as stored (Fluidd's shapes), and how whatever is stored reads as them. */

export const UNCATEGORIZED_ID = '0'

export interface StoredMacro {
  name: string
  alias: string
  visible: boolean
  disabledWhilePrinting: boolean
  color: string
  categoryId: string
}

export interface MacroCategory {
  id: string
  name: string
}

/** One entry of macros.stored as Fluidd keeps it: a record with the macro's name; fields it does not know are kept. */
export type StoredMacroEntry = Partial<StoredMacro> & { name: string }

/** The stored list, cleaned: records with a name, their known fields of the right type (a map keyed by name also reads). */
export function readStoredMacros(raw: unknown): StoredMacroEntry[] | undefined {
  const entries = Array.isArray(raw) ? raw.map((m) => [undefined, m] as const) : raw && typeof raw === 'object' ? Object.entries(raw) : undefined
  if (!entries) return undefined
  const list: StoredMacroEntry[] = []
  for (const [key, m] of entries) {
    if (!m || typeof m !== 'object') continue
    const name = typeof m.name === 'string' && m.name ? m.name : key
    if (!name) continue
    const { alias: _a, visible: _v, disabledWhilePrinting: _d, color: _c, categoryId, ...other } = m
    const category = typeof categoryId === 'string' || typeof categoryId === 'number' ? { categoryId: String(categoryId) } : {}
    list.push({ ...other, ...pickStored(m), ...category, name })
  }
  return list
}

/** Stored settings keyed by lower-case name. */
export function storedByName(list: readonly StoredMacroEntry[]): Record<string, Partial<StoredMacro>> {
  const byName: Record<string, Partial<StoredMacro>> = {}
  for (const m of list) byName[m.name.toLowerCase()] = m
  return byName
}

/** Stored settings keyed by lower-case name, from whatever is stored. */
export function normalizeStored(raw: unknown): Record<string, Partial<StoredMacro>> {
  return storedByName(readStoredMacros(raw) ?? [])
}

export function normalizeCategories(raw: unknown): MacroCategory[] {
  if (!Array.isArray(raw)) return []
  return raw
    .filter((c): c is { id: unknown; name: unknown } => !!c && typeof c === 'object')
    .map((c) => ({ id: String(c.id), name: String(c.name ?? '') }))
    .filter((c) => c.id !== UNCATEGORIZED_ID)
}

/** The known fields of a stored record that have the right type (the fields' own types, whatever was written). */
export function pickStored(saved: Record<string, unknown>): Partial<StoredMacro> {
  const out: Partial<StoredMacro> = {}
  if (typeof saved.alias === 'string') out.alias = saved.alias
  if (typeof saved.visible === 'boolean') out.visible = saved.visible
  if (typeof saved.disabledWhilePrinting === 'boolean') out.disabledWhilePrinting = saved.disabledWhilePrinting
  if (typeof saved.color === 'string') out.color = saved.color
  return out
}
