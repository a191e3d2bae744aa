import { directoryEntryAt, fileEntryAt, type FileEntry } from './entry'
import { joinPath, parentPath } from './paths'

export type { FileListChange } from '../../moonraker/notifications'
import type { FileListChange } from '../../moonraker/notifications'


/** Listings the browser holds, by dirKey(root, path). */
export type ListingMap = Record<string, { root: string; path: string; entries: FileEntry[] | null }>

export function dirKey(root: string, path: string): string {
  return joinPath(root, path)
}

export interface ChangeResult {
  /** Listings to replace (same key → new entries). */
  updates: Record<string, FileEntry[]>
  /** Listings to forget (a directory under them went away). */
  drops: string[]
  /** Listings to load again from the server (changes we cannot apply in place). */
  reloads: string[]
  /** G-code files whose metadata to fetch: { key, path }. */
  metadata: { key: string; path: string }[]
}

function withoutName(entries: FileEntry[], name: string): FileEntry[] {
  const i = entries.findIndex((e) => e.name === name)
  if (i === -1) return entries
  const next = entries.slice()
  next.splice(i, 1)
  return next
}

function withEntry(entries: FileEntry[], entry: FileEntry): FileEntry[] {
  const i = entries.findIndex((e) => e.name === entry.name)
  const next = entries.slice()
  if (i === -1) next.push(entry)
  else next[i] = entry
  return next
}

/**
 * Applies one file-list change to the listings held, in place where possible, so a directory of
 * 10,000 files is not fetched again for every upload. Listings not held are ignored: they load
 * fresh when opened.
 */
export function applyFileListChange(listings: ListingMap, change: FileListChange): ChangeResult {
  const result: ChangeResult = { updates: {}, drops: [], reloads: [], metadata: [] }
  const { item, source_item: source, action } = change
  const current = (key: string): FileEntry[] | null => result.updates[key] ?? listings[key]?.entries ?? null
  const name = (path: string) => path.slice(path.lastIndexOf('/') + 1)
  const dropUnder = (root: string, path: string) => {
    const prefix = dirKey(root, path)
    for (const key of Object.keys(listings)) if (key === prefix || key.startsWith(`${prefix}/`)) result.drops.push(key)
  }
  const remove = (root: string, path: string) => {
    const key = dirKey(root, parentPath(path))
    const entries = current(key)
    if (entries) result.updates[key] = withoutName(entries, name(path))
  }
  const add = (entry: FileEntry, root: string) => {
    const key = dirKey(root, parentPath(entry.path))
    const entries = current(key)
    if (!entries) return
    result.updates[key] = withEntry(entries, entry)
    if (entry.type === 'file' && root === 'gcodes' && !entry.meta) result.metadata.push({ key, path: entry.path })
  }
  const modified = item.modified ?? Date.now() / 1000

  switch (action) {
    case 'create_file':
    case 'modify_file':
      add(fileEntryAt(item.path, item.size ?? 0, modified, item.permissions), item.root)
      break
    case 'delete_file':
      remove(item.root, item.path)
      break
    case 'create_dir':
      add(directoryEntryAt(item.path, modified, item.permissions), item.root)
      break
    case 'delete_dir':
      remove(item.root, item.path)
      dropUnder(item.root, item.path)
      break
    case 'move_file':
    case 'move_dir': {
      const isDir = action === 'move_dir'
      if (source) {
        const old = current(dirKey(source.root, parentPath(source.path)))?.find((e) => e.name === name(source.path))
        remove(source.root, source.path)
        if (isDir) dropUnder(source.root, source.path)
        const entry = isDir ? directoryEntryAt(item.path, modified, item.permissions) : fileEntryAt(item.path, item.size ?? old?.size ?? 0, modified, item.permissions)
        // A moved file keeps its slicer metadata; only a move between roots needs it fetched again.
        if (!isDir && old?.meta && source.root === item.root) entry.meta = old.meta
        add(entry, item.root)
      } else {
        const key = dirKey(item.root, parentPath(item.path))
        if (listings[key]) result.reloads.push(key)
      }
      break
    }
    case 'root_update':
      for (const [key, l] of Object.entries(listings)) if (l.root === item.root) result.reloads.push(key)
      break
    default: {
      const key = dirKey(item.root, parentPath(item.path))
      if (listings[key]) result.reloads.push(key)
    }
  }
  return result
}

/**
 * Applies a batch of changes in order, as one result: a bulk remove of 10,000 files becomes a few
 * store updates instead of 10,000. Each change sees the entries the ones before it left.
 */
export function applyFileListChanges(listings: ListingMap, changes: readonly FileListChange[]): ChangeResult {
  const total: ChangeResult = { updates: {}, drops: [], reloads: [], metadata: [] }
  const view: ListingMap = { ...listings }
  for (const change of changes) {
    const step = applyFileListChange(view, change)
    for (const [key, entries] of Object.entries(step.updates)) {
      total.updates[key] = entries
      view[key] = { ...view[key], entries }
    }
    for (const key of step.drops) {
      total.drops.push(key)
      delete total.updates[key]
      delete view[key]
    }
    total.reloads.push(...step.reloads.filter((k) => !total.reloads.includes(k)))
    total.metadata.push(...step.metadata)
  }
  // Metadata of a file removed again within the batch is not wanted.
  total.metadata = total.metadata.filter((m) => view[m.key]?.entries?.some((e) => e.path === m.path) ?? false)
  return total
}

/** Puts fetched metadata on the entry with that path. */
export function withMetadata(entries: FileEntry[], path: string, meta: FileEntry['meta']): FileEntry[] {
  const i = entries.findIndex((e) => e.path === path)
  if (i === -1) return entries
  const next = entries.slice()
  next[i] = { ...entries[i], meta }
  return next
}
