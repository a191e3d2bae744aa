import type { FileEntry } from './entry'

/** Names the browser never lists (SPEC §9): thumbnail folders and files marked to be ignored. */
export const FILTERED_PREFIXES = ['.thumbs', 'thumbs']
export const FILTERED_EXTENSIONS = ['.ignoreme']

export function isFilteredName(name: string): boolean {
  const lower = name.toLowerCase()
  return FILTERED_PREFIXES.some((p) => lower.startsWith(p)) || FILTERED_EXTENSIONS.some((e) => lower.endsWith(e))
}

/** User filters of the filter menu (gcodes root only). */
export type FileFilter = 'hide_printed'

export const FILE_FILTERS: FileFilter[] = ['hide_printed']

function passesFilters(entry: FileEntry, filters: readonly FileFilter[]): boolean {
  if (entry.type !== 'file') return true
  if (filters.includes('hide_printed') && entry.meta?.print_start_time) return false
  return true
}

/** Rows to show: hidden names dropped, user filters applied, then the search text (case-insensitive). */
export function visibleEntries(entries: readonly FileEntry[], filters: readonly FileFilter[], search: string): FileEntry[] {
  const needle = search.trim().toLowerCase()
  const out: FileEntry[] = []
  for (const e of entries) {
    if (isFilteredName(e.name)) continue
    if (filters.length && !passesFilters(e, filters)) continue
    if (needle && !e.name.toLowerCase().includes(needle)) continue
    out.push(e)
  }
  return out
}
