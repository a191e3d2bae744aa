import { useMemo } from 'react'
import {
  MACRO_DEFAULTS,
  UNCATEGORIZED_ID,
  buildMacros,
  macroSections,
  normalizeCategories,
  normalizeStored,
  storedList,
  toStored,
  withoutCategory,
  type Macro,
  type MacroCategory,
  type StoredMacro,
} from '../lib/macros'
import { randomId } from '../lib/random-id'
import { reportError } from './errors'
import { getAtPath, saveDbValue, useDatabaseStore } from './database'
import { usePrinter } from './printer-fields'
import type { PrinterView } from './printer-fields'

type ConfigSections = Record<string, Record<string, unknown>>

/** The raw config (sections as written); settings is the fallback for servers that send only that. */
function selectConfig(p: PrinterView): ConfigSections | undefined {
  const configfile = p.object('configfile')
  return configfile?.config ?? configfile?.settings
}

const EMPTY_EXPANDED = [UNCATEGORIZED_ID]

function macrosRoot() {
  return useDatabaseStore.getState().roots.macros
}

/** Stored per-macro settings by lower-case name. */
function storedMacros(): Record<string, Partial<StoredMacro>> {
  return normalizeStored(getAtPath(macrosRoot(), ['stored']))
}

function storedCategories(): MacroCategory[] {
  return normalizeCategories(getAtPath(macrosRoot(), ['categories']))
}

export function useMacroCategories(): MacroCategory[] {
  const raw = useDatabaseStore((s) => getAtPath(s.roots.macros, ['categories']))
  return useMemo(() => normalizeCategories(raw), [raw])
}

/** Every listed macro (config sections + stored settings), sorted by name. */
export function useMacros(): Macro[] {
  const config = usePrinter(selectConfig)
  const rawStored = useDatabaseStore((s) => getAtPath(s.roots.macros, ['stored']))
  const categories = useMacroCategories()
  return useMemo(() => buildMacros(config, normalizeStored(rawStored), categories), [config, rawStored, categories])
}

/** The dashboard shows the macros card only when at least one macro is visible. */
export function useHasVisibleMacros(): boolean {
  const config = usePrinter(selectConfig)
  const rawStored = useDatabaseStore((s) => getAtPath(s.roots.macros, ['stored']))
  return useMemo(() => {
    const stored = normalizeStored(rawStored)
    return macroSections(config).some(([name]) => stored[name]?.visible !== false)
  }, [config, rawStored])
}

/** Expanded category panels of the dashboard card; SPEC default ['0']. */
export function useExpandedCategories(): string[] {
  const raw = useDatabaseStore((s) => getAtPath(s.roots.macros, ['expanded']))
  return Array.isArray(raw) ? (raw as unknown[]).map(String) : EMPTY_EXPANDED
}

export function saveExpandedCategories(expanded: string[]): void {
  void saveDbValue('macros', 'expanded', expanded).catch(reportError)
}

/** Saves one macro's settings into macros.stored, kept in Fluidd's list shape. */
export function saveMacro(macro: StoredMacro): Promise<void> {
  const raw = getAtPath(macrosRoot(), ['stored'])
  return saveDbValue('macros', 'stored', storedList({ ...normalizeStored(raw), [macro.name.toLowerCase()]: toStored(macro) })).catch(reportError)
}

/** The all-on/all-off buttons of a category page. */
export function setMacrosVisible(macros: Macro[], visible: boolean): Promise<void> {
  const stored = { ...storedMacros() }
  for (const macro of macros) stored[macro.name.toLowerCase()] = toStored({ ...MACRO_DEFAULTS, ...macro, visible })
  return saveDbValue('macros', 'stored', storedList(stored)).catch(reportError)
}

export function addMacroCategory(name: string): Promise<void> {
  const categories = [...storedCategories(), { id: randomId(), name: name.trim() }]
  return saveDbValue('macros', 'categories', categories).catch(reportError)
}

export function renameMacroCategory(id: string, name: string): Promise<void> {
  const categories = storedCategories().map((c) => (c.id === id ? { ...c, name: name.trim() } : c))
  return saveDbValue('macros', 'categories', categories).catch(reportError)
}

/** Deletes a category; its macros move to Uncategorized (SPEC §4). */
export async function removeMacroCategory(id: string): Promise<void> {
  const next = withoutCategory(storedMacros(), storedCategories(), id)
  try {
    await saveDbValue('macros', 'stored', storedList(next.stored))
    await saveDbValue('macros', 'categories', next.categories)
  } catch (error) {
    reportError(error)
  }
}
