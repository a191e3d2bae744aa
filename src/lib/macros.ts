/** Which gcode_macro sections the UI lists, and how the stored per-macro settings apply to them. */
import { parseMacroParams, type MacroParam } from './macro-params'
import { pickStored, UNCATEGORIZED_ID, type MacroCategory, type StoredMacro } from './macros-stored'

export { normalizeCategories, normalizeStored, readStoredMacros, storedByName, UNCATEGORIZED_ID, type MacroCategory, type StoredMacro, type StoredMacroEntry } from './macros-stored'

/** Klipper's description of a macro that sets none; the UI does not repeat it. */
export const DEFAULT_MACRO_DESCRIPTION = 'G-Code macro'



export interface Macro extends StoredMacro {
  description: string
  gcode: string
  params: MacroParam[]
}

export const MACRO_DEFAULTS: Omit<StoredMacro, 'name'> = {
  alias: '',
  visible: true,
  disabledWhilePrinting: false,
  color: '',
  categoryId: UNCATEGORIZED_ID,
}

type ConfigSections = Record<string, Record<string, unknown>>

const MACRO_SECTION = /^gcode_macro\s+(\S+)$/i

/** Macro sections of configfile.config, lower-cased name → section; names starting with '_' are hidden helpers. */
export function macroSections(config: ConfigSections | undefined): [string, Record<string, unknown>][] {
  if (!config) return []
  const found: [string, Record<string, unknown>][] = []
  for (const [section, options] of Object.entries(config)) {
    const m = MACRO_SECTION.exec(section.trim())
    if (!m || m[1].startsWith('_')) continue
    found.push([m[1].toLowerCase(), options ?? {}])
  }
  return found.sort((a, b) => a[0].localeCompare(b[0]))
}


/** Every listed macro with its stored settings; a category that no longer exists counts as uncategorized. */
export function buildMacros(config: ConfigSections | undefined, stored: Record<string, Partial<StoredMacro>>, categories: MacroCategory[]): Macro[] {
  const categoryIds = new Set(categories.map((c) => c.id))
  return macroSections(config).map(([name, options]) => {
    const saved = stored[name] ?? {}
    const gcode = typeof options.gcode === 'string' ? options.gcode : ''
    const categoryId = saved.categoryId !== undefined && categoryIds.has(String(saved.categoryId)) ? String(saved.categoryId) : UNCATEGORIZED_ID
    return {
      ...MACRO_DEFAULTS,
      ...pickStored(saved),
      name,
      categoryId,
      description: typeof options.description === 'string' && options.description ? options.description : DEFAULT_MACRO_DESCRIPTION,
      gcode,
      params: parseMacroParams(gcode),
    }
  })
}


/** The record saved for a macro: only the stored fields. */
export function toStored(macro: StoredMacro): StoredMacro {
  const { name, alias, visible, disabledWhilePrinting, color, categoryId } = macro
  return { name, alias, visible, disabledWhilePrinting, color, categoryId }
}

export interface MacroGroup {
  id: string
  /** null for Uncategorized. */
  name: string | null
  macros: Macro[]
}

/** Visible macros by category: named categories by name, Uncategorized last, empty groups dropped. */
export function groupVisibleMacros(macros: Macro[], categories: MacroCategory[]): MacroGroup[] {
  const groups: MacroGroup[] = [...categories]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({ id: c.id, name: c.name, macros: [] as Macro[] }))
  const uncategorized: MacroGroup = { id: UNCATEGORIZED_ID, name: null, macros: [] }
  const byId = new Map(groups.map((g) => [g.id, g]))
  for (const macro of macros) {
    if (!macro.visible) continue
    ;(byId.get(macro.categoryId) ?? uncategorized).macros.push(macro)
  }
  return [...groups, uncategorized].filter((g) => g.macros.length > 0)
}

export interface CategorySummary extends MacroCategory {
  count: number
  visible: number
}

export function categorySummaries(macros: Macro[], categories: MacroCategory[]): CategorySummary[] {
  return [...categories]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => {
      const inCategory = macros.filter((m) => m.categoryId === c.id)
      return { ...c, count: inCategory.length, visible: inCategory.filter((m) => m.visible).length }
    })
}

