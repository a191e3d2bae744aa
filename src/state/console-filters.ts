import type { ConsoleFilter } from '../lib/console-filters'
import { randomId } from '../lib/random-id'
import { reportError } from './errors'
import { getStored, updateStored, useStored } from './settings/settings'

/** The console's filters (SPEC §9), kept where Fluidd keeps them: the 'console' root's `filters`. */

export function useConsoleFilters(): ConsoleFilter[] {
  return useStored('console', 'filters')
}

export function getConsoleFilters(): ConsoleFilter[] {
  return getStored('console', 'filters')
}

/** Adds a filter (one without an id) or changes the one with its id, in the list as the server holds it now. */
export function saveConsoleFilter(filter: ConsoleFilter): Promise<void> {
  const change = (list: ConsoleFilter[]) =>
    filter.id ? list.map((f) => (f.id === filter.id ? { ...f, ...filter } : f)) : [...list, { ...filter, id: randomId() }]
  return updateStored('console', 'filters', change).catch(reportError)
}

export function removeConsoleFilter(id: string): Promise<void> {
  return updateStored('console', 'filters', (list) => list.filter((f) => f.id !== id)).catch(reportError)
}
