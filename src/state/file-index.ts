/**
 * The search palette's index: every file of every root the printer has, from one recursive listing
 * per root (server.files.list), loaded when the palette first opens and kept fresh by
 * notify_filelist_changed (sync.ts).
 */
import { useEffect } from 'react'
import { listFiles } from '../moonraker/api/files'
import { applyIndexChange, hidden, type FileIndex, type IndexedFile } from '../lib/files/file-index'
import type { FileListChange } from '../lib/files/changes'
import { sessionStore } from './printer-session'
import { useServerStore } from './server'
import { useSocketOpen } from './session'

interface FileIndexStore {
  files: FileIndex
  /** Roots being listed. */
  loading: string[]
  /** Roots whose listing failed, with the server's message. */
  failed: Record<string, string>
}

export const useFileIndexStore = sessionStore<FileIndexStore>(() => ({ files: {}, loading: [], failed: {} }))

/** Roots the palette searches: the ones the server registered. */
const registeredRoots = () => useServerStore.getState().info?.registered_directories ?? []

async function loadRoot(root: string): Promise<void> {
  const store = useFileIndexStore.ofSession()
  if (store.getState().loading.includes(root)) return
  store.setState((s) => ({ loading: [...s.loading, root] }))
  try {
    const listed = await listFiles(root)
    const files: IndexedFile[] = listed.filter((f) => !hidden(f.path)).map((f) => ({ root, path: f.path, size: f.size, modified: f.modified }))
    store.setState((s) => ({ files: { ...s.files, [root]: files }, failed: omit(s.failed, root) }))
  } catch (error) {
    store.setState((s) => ({ failed: { ...s.failed, [root]: error instanceof Error ? error.message : String(error) } }))
  } finally {
    store.setState((s) => ({ loading: s.loading.filter((r) => r !== root) }))
  }
}

function omit(record: Record<string, string>, key: string): Record<string, string> {
  const { [key]: _gone, ...rest } = record
  return rest
}

/** Lists the roots not held yet (the palette calls it when it opens); held roots follow notifications. */
export function loadFileIndex(): Promise<void> {
  const { files } = useFileIndexStore.getState()
  return Promise.all(registeredRoots().filter((r) => !files[r]).map(loadRoot)).then(() => undefined)
}

/** notify_filelist_changed: the change applied to the roots held, or the root listed again. */
export function handleFileIndexChange(change: FileListChange): void {
  const { files } = useFileIndexStore.getState()
  if (Object.keys(files).length === 0) return
  const { index, reload } = applyIndexChange(files, change)
  useFileIndexStore.setState({ files: index })
  for (const root of reload) void loadRoot(root)
}

/** A new session or a dropped socket: the index is listed again when the palette next opens. */
export function resetFileIndex(): void {
  useFileIndexStore.setState({ files: {}, loading: [], failed: {} })
}

/** Every file held, all roots together. */
export function allIndexedFiles(index: FileIndex): IndexedFile[] {
  return Object.values(index).flat()
}

/**
 * Keeps the index listed while a palette shows it: on first use, and again after a dropped socket or
 * a change of roots emptied it (notifications missed meanwhile cannot be applied).
 */
export function useFileIndexListed(): void {
  const open = useSocketOpen()
  const roots = useServerStore((s) => s.info?.registered_directories)
  const empty = useFileIndexStore((s) => Object.keys(s.files).length === 0)
  useEffect(() => {
    if (open) void loadFileIndex()
  }, [open, roots, empty])
}
