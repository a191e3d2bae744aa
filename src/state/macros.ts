import { useMemo } from 'react'
import {
  MACRO_DEFAULTS,
  UNCATEGORIZED_ID,
  buildMacros,
  macroSections,
  storedByName,
  toStored,
  type Macro,
  type MacroCategory,
  type StoredMacro,
  type StoredMacroEntry,
} from '../lib/macros'
import { randomId } from '../lib/random-id'
import { reportError } from './errors'
import { saveStored, updateStored, useStored } from './settings/settings'
import { usePrinter } from './printer-fields'
import type { PrinterView } from './printer-fields'

type ConfigSections = Record<string, Record<string, unknown>>

/** The raw config (sections as written); settings is the fallback for servers that send only that. */
function selectConfig(p: PrinterView): ConfigSections | undefined {
  const configfile = p.object('configfile')
  return configfile?.config ?? configfile?.settings
}

export function useMacroCategories(): MacroCategory[] {
  return useStored('macros', 'categories')
}

function useStoredMacros(): Record<string, Partial<StoredMacro>> {
  const list = useStored('macros', 'stored')
  return useMemo(() => storedByName(list), [list])
}

/** Every listed macro (config sections + stored settings), sorted by name. */
export function useMacros(): Macro[] {
  const config = usePrinter(selectConfig)
  const stored = useStoredMacros()
  const categories = useMacroCategories()
  return useMemo(() => buildMacros(config, stored, categories), [config, stored, categories])
}

/** The dashboard shows the macros card only when at least one macro is visible. */
export function useHasVisibleMacros(): boolean {
  const config = usePrinter(selectConfig)
  const stored = useStoredMacros()
  return useMemo(() => macroSections(config).some(([name]) => stored[name]?.visible !== false), [config, stored])
}

/** Expanded category panels of the dashboard card; SPEC default ['0']. */
export function useExpandedCategories(): string[] {
  return useStored('macros', 'expanded')
}

export function saveExpandedCategories(expanded: string[]): void {
  void saveStored('macros', 'expanded', expanded).catch(reportError)
}

/** The stored list with these macros' records put in (by name, any case), each keeping fields it does not know. */
function withMacros(list: StoredMacroEntry[], macros: StoredMacro[]): StoredMacroEntry[] {
  const next = [...list]
  for (const macro of macros) {
    const index = next.findIndex((m) => m.name.toLowerCase() === macro.name.toLowerCase())
    if (index === -1) next.push(toStored(macro))
    else next[index] = { ...next[index], ...toStored(macro) }
  }
  return next
}

/** Saves one macro's settings into macros.stored, kept in Fluidd's list shape, in the list as the server holds it now. */
export function saveMacro(macro: StoredMacro): Promise<void> {
  return updateStored('macros', 'stored', (list) => withMacros(list, [macro])).catch(reportError)
}

/** The all-on/all-off buttons of a category page. */
export function setMacrosVisible(macros: Macro[], visible: boolean): Promise<void> {
  const changed = macros.map((macro) => ({ ...MACRO_DEFAULTS, ...macro, visible }))
  return updateStored('macros', 'stored', (list) => withMacros(list, changed)).catch(reportError)
}

export function addMacroCategory(name: string): Promise<void> {
  return updateStored('macros', 'categories', (list) => [...list, { id: randomId(), name: name.trim() }]).catch(reportError)
}

export function renameMacroCategory(id: string, name: string): Promise<void> {
  return updateStored('macros', 'categories', (list) => list.map((c) => (c.id === id ? { ...c, name: name.trim() } : c))).catch(reportError)
}

/** Deletes a category; its macros move to Uncategorized (SPEC §4). */
export async function removeMacroCategory(id: string): Promise<void> {
  try {
    await updateStored('macros', 'stored', (list) => list.map((m) => (m.categoryId === id ? { ...m, categoryId: UNCATEGORIZED_ID } : m)))
    await updateStored('macros', 'categories', (list) => list.filter((c) => c.id !== id))
  } catch (error) {
    reportError(error)
  }
}
