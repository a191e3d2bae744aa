import { normalizeFilters, type ConsoleFilter } from '../lib/console-filters'
import { reportError } from './errors'
import { getAtPath, saveDbValue, useDatabaseStore } from './database'

/** The console's filters (SPEC §9), kept where Fluidd keeps them: the 'console' root's `filters`. */

const EMPTY_FILTERS: ConsoleFilter[] = []
let filtersCache: { raw: unknown; filters: ConsoleFilter[] } = { raw: undefined, filters: EMPTY_FILTERS }

function filtersOf(raw: unknown): ConsoleFilter[] {
  if (raw !== filtersCache.raw) filtersCache = { raw, filters: raw === undefined ? EMPTY_FILTERS : normalizeFilters(raw) }
  return filtersCache.filters
}

export function useConsoleFilters(): ConsoleFilter[] {
  return useDatabaseStore((s) => filtersOf(getAtPath(s.roots.console, ['filters'])))
}

export function getConsoleFilters(): ConsoleFilter[] {
  return filtersOf(getAtPath(useDatabaseStore.getState().roots.console, ['filters']))
}

export function saveConsoleFilters(filters: ConsoleFilter[]): Promise<void> {
  return saveDbValue('console', 'filters', filters).catch(reportError)
}
