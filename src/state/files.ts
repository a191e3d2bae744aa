import { useEffect } from 'react'
import type { StoreApi } from 'zustand'
import { sessionPart, sessionStore, useActiveSession, type PrinterSession } from './printer-session'
import * as files from '../moonraker/api/files'
import { MoonrakerError } from '../moonraker/errors'
import type { DiskUsage } from '../moonraker/types'
import { applyFileListChanges, dirKey, withMetadata, type FileListChange } from '../lib/files/changes'
import { entriesOf, type FileEntry } from '../lib/files/entry'
import { rootedPath } from '../lib/files/paths'
import type { ResetCause } from './events'
import { forgetLoad, rememberLoad } from './reloads'
import { useSessionStore } from './session'

/** One directory listing the browser shows. */
export interface Listing {
  root: string
  path: string
  entries: FileEntry[] | null
  diskUsage: DiskUsage | null
  loading: boolean
  /** The server's message when the last load failed. */
  error: string | null
  /** performance.now() when the reply arrived (the 10k-file figure starts here). */
  receivedAt: number
}

interface FilesStore {
  listings: Record<string, Listing>
}

export const useFilesStore = sessionStore<FilesStore>(() => ({ listings: {} }))

/** A session's listings on screen, loads in flight and file-list changes on their way to its store. */
interface FileLists {
  store: StoreApi<FilesStore>
  watchers: Map<string, number>
  inFlight: Map<string, Promise<void>>
  /** Listings a change reached while their load was in flight: that reply may predate it, so they load again. */
  changedWhileLoading: Set<string>
  pendingChanges: FileListChange[]
  flushTimer: ReturnType<typeof setTimeout> | null
}

const fileLists = sessionPart<FileLists>(
  (session) => ({ store: useFilesStore.ofSession(session), watchers: new Map(), inFlight: new Map(), changedWhileLoading: new Set(), pendingChanges: [], flushTimer: null }),
  (lists) => {
    if (lists.flushTimer) clearTimeout(lists.flushTimer)
    lists.flushTimer = null
    lists.pendingChanges = []
    lists.changedWhileLoading.clear()
  },
)

function patch(lists: FileLists, key: string, change: Partial<Listing>): void {
  lists.store.setState((s) => {
    const old = s.listings[key]
    if (!old) return s
    return { listings: { ...s.listings, [key]: { ...old, ...change } } }
  })
}

/** Loads a directory (with slicer metadata); concurrent loads of one directory share a request. */
export function loadDirectory(root: string, path: string, lists = fileLists()): Promise<void> {
  const { store, inFlight, changedWhileLoading } = lists
  const key = dirKey(root, path)
  rememberLoad(reloadKey(key), () => store.getState().listings[key] && loadDirectory(root, path, lists))
  store.setState((s) => ({
    listings: {
      ...s.listings,
      [key]: { ...(s.listings[key] ?? { root, path, entries: null, diskUsage: null, error: null, receivedAt: 0 }), loading: true },
    },
  }))
  const running = inFlight.get(key)
  if (running) return running
  const request = files
    .getDirectory(rootedPath(root, path), true)
    .then((listing) => {
      const receivedAt = performance.now()
      performance.mark('files:directory-reply')
      patch(lists, key, { entries: entriesOf(listing, path), diskUsage: listing.disk_usage ?? null, loading: false, error: null, receivedAt })
    })
    .catch((error: unknown) => {
      const message = error instanceof MoonrakerError ? error.message : 'Server error'
      patch(lists, key, { loading: false, error: message, entries: null })
    })
    .finally(() => {
      inFlight.delete(key)
      if (changedWhileLoading.delete(key)) void loadDirectory(root, path, lists)
    })
  inFlight.set(key, request)
  return request
}

const reloadKey = (key: string) => `files:${key}`

/** Keeps a listing while a browser shows it; the last one to leave lets it go. */
function watch(key: string, session: PrinterSession): () => void {
  const { store, watchers } = fileLists(session)
  watchers.set(key, (watchers.get(key) ?? 0) + 1)
  return () => {
    const n = (watchers.get(key) ?? 1) - 1
    if (n > 0) {
      watchers.set(key, n)
      return
    }
    watchers.delete(key)
    forgetLoad(reloadKey(key))
    store.setState((s) => {
      const { [key]: _gone, ...rest } = s.listings
      return { listings: rest }
    })
  }
}

/** The listing of root/path, loaded when first shown and kept fresh by file-list notifications. */
export function useDirectory(root: string | null, path: string, enabled: boolean): Listing | undefined {
  const key = root === null ? '' : dirKey(root, path)
  const socketOpen = useSessionStore((s) => s.socket.phase === 'open')
  const session = useActiveSession()
  const active = enabled && socketOpen && root !== null
  // Kept while shown, connection or not: a dropped socket must not empty the list on screen.
  useEffect(() => {
    if (!enabled || root === null) return
    return watch(key, session)
  }, [enabled, key, root, session])
  // Loaded when first shown; a listing already on screen is loaded again by the session's return (reloads.ts).
  useEffect(() => {
    if (active && root !== null && !useFilesStore.getState().listings[key]?.entries) void loadDirectory(root, path)
  }, [active, key, root, path])
  return useFilesStore((s) => (root === null ? undefined : s.listings[key]))
}

async function fetchMetadata(lists: FileLists, key: string, path: string): Promise<void> {
  try {
    const meta = await files.fileMetadata(path)
    const listing = lists.store.getState().listings[key]
    if (listing?.entries) patch(lists, key, { entries: withMetadata(listing.entries, path, meta) })
  } catch {
    /* not a sliced file, or not processed yet: the row shows without metadata */
  }
}

/** Puts fresh metadata (a metascan's reply) on the file's row in the listing that shows it. */
export function applyFileMetadata(root: string, path: string, meta: FileEntry['meta']): void {
  const slash = path.lastIndexOf('/')
  const key = dirKey(root, slash === -1 ? '' : path.slice(0, slash))
  const lists = fileLists()
  const listing = lists.store.getState().listings[key]
  if (listing?.entries) patch(lists, key, { entries: withMetadata(listing.entries, path, meta) })
}

/** File-list changes arriving within this window reach the store together (a bulk remove sends thousands). */
export const FILE_CHANGE_BATCH_MS = 100

export function handleFileListChange(change: FileListChange): void {
  const lists = fileLists()
  lists.pendingChanges.push(change)
  lists.flushTimer ??= setTimeout(() => flushFileListChanges(lists), FILE_CHANGE_BATCH_MS)
}

/** Applies the changes queued so far (tests call it instead of waiting). */
export function flushFileListChanges(lists = fileLists()): void {
  const { store, watchers, inFlight, changedWhileLoading } = lists
  if (lists.flushTimer) clearTimeout(lists.flushTimer)
  lists.flushTimer = null
  const changes = lists.pendingChanges
  lists.pendingChanges = []
  if (changes.length === 0) return
  const { listings } = store.getState()
  const result = applyFileListChanges(listings, changes)
  store.setState((s) => {
    const next = { ...s.listings }
    for (const [key, entries] of Object.entries(result.updates)) if (next[key]) next[key] = { ...next[key], entries }
    for (const key of result.drops) if (!watchers.has(key)) delete next[key]
    return { listings: next }
  })
  const roots = new Set(changes.flatMap((c) => [c.item.root, c.source_item?.root]))
  for (const key of inFlight.keys()) if (roots.has(listings[key]?.root)) changedWhileLoading.add(key)
  for (const key of result.reloads) {
    const l = store.getState().listings[key]
    if (l) void loadDirectory(l.root, l.path, lists)
  }
  for (const { key, path } of result.metadata) void fetchMetadata(lists, key, path)
}

export function resetFiles(cause: ResetCause = 'session'): void {
  const lists = fileLists()
  lists.inFlight.clear()
  lists.changedWhileLoading.clear()
  if (lists.flushTimer) clearTimeout(lists.flushTimer)
  lists.flushTimer = null
  lists.pendingChanges = []
  // The same printer's lists stay on screen through a drop; the reconnect loads them again.
  if (cause === 'drop') {
    useFilesStore.setState((s) => ({ listings: Object.fromEntries(Object.entries(s.listings).map(([k, l]) => [k, { ...l, loading: false }])) }))
    return
  }
  useFilesStore.setState((s) => ({
    listings: Object.fromEntries(Object.entries(s.listings).map(([k, l]) => [k, { ...l, entries: null, diskUsage: null, loading: false, error: null }])),
  }))
}
