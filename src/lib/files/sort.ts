import type { FileEntry, FileMeta } from './entry'

/** Columns a user can sort by: the entry's own fields and the slicer metadata. */
export type SortKey = 'name' | 'size' | 'modified' | keyof FileMeta

export interface SortState {
  key: SortKey
  desc: boolean
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

function valueOf(e: FileEntry, key: SortKey): string | number | undefined {
  if (key === 'name') return e.name
  if (key === 'size') return e.size
  if (key === 'modified') return e.modified
  const v = e.meta?.[key as keyof FileMeta]
  return typeof v === 'number' || typeof v === 'string' ? v : undefined
}

/**
 * Directories first, then files, each group in the chosen order. Missing values sort last in either
 * direction, and equal values fall back to the name, so the order is stable and predictable.
 */
export function sortEntries(entries: readonly FileEntry[], sort: SortState): FileEntry[] {
  const dir = sort.desc ? -1 : 1
  return [...entries].sort((a, b) => {
    if (a.type !== b.type) return a.type === 'directory' ? -1 : 1
    const va = valueOf(a, sort.key)
    const vb = valueOf(b, sort.key)
    if (va === undefined && vb !== undefined) return 1
    if (vb === undefined && va !== undefined) return -1
    let c = 0
    if (va !== undefined && vb !== undefined) {
      c = typeof va === 'number' && typeof vb === 'number' ? va - vb : collator.compare(String(va), String(vb))
    }
    return c !== 0 ? c * dir : collator.compare(a.name, b.name)
  })
}

/** Clicking a header: the same column flips direction, a new one starts ascending (dates newest first). */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, desc: !current.desc }
  return { key, desc: key === 'modified' || key === 'print_start_time' }
}
