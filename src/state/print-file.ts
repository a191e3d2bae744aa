import { sessionPart, sessionStore } from './printer-session'
import { fileMetadata } from '../moonraker/api/files'
import type { PrintStats } from '../moonraker/klipper-types'
import type { FileListChange } from '../moonraker/notifications'
import type { FileMetadata } from '../moonraker/types'
import { printerNow } from './printer-fields'

/** Slicer metadata of the file print_stats names (the loaded or printing job). */
interface PrintFileStore {
  filename: string
  metadata: FileMetadata | null
}

export const usePrintFileStore = sessionStore<PrintFileStore>(() => ({ filename: '', metadata: null }))

/** The file whose metadata the session asked for last: an older reply is dropped. */
const request = sessionPart((session) => ({ store: usePrintFileStore.ofSession(session), filename: '' }))

async function load(filename: string): Promise<void> {
  const asked = request()
  const { store } = asked
  asked.filename = filename
  if (!filename) {
    store.setState({ filename: '', metadata: null })
    return
  }
  try {
    const metadata = await fileMetadata(filename)
    if (asked.filename === filename) store.setState({ filename, metadata })
  } catch {
    // A file printed from elsewhere may have no metadata yet: show the job without it.
    if (asked.filename === filename) store.setState({ filename, metadata: null })
  }
}

/** print_stats changed: load the metadata of a new file, or again when a print starts without it. */
export function handlePrintStatsChange(stats: Partial<PrintStats> | undefined, before: Partial<PrintStats> | undefined): void {
  if (stats === before) return
  const filename = stats?.filename ?? ''
  if (filename !== (before?.filename ?? '') && filename !== request().filename) {
    void load(filename)
    return
  }
  // A file printed right after upload may not have been analysed yet: ask again when it starts.
  if (stats?.state === 'printing' && before?.state !== 'printing' && !usePrintFileStore.getState().metadata) void load(filename)
}

/** A re-uploaded or edited file gets new metadata (and thumbnails). */
export function handlePrintFileChanged(change: FileListChange): void {
  const current = usePrintFileStore.getState().filename
  if (current && change.item?.root === 'gcodes' && change.item.path === current && change.action !== 'delete_file') void load(current)
}

export function resetPrintFile(): void {
  request().filename = ''
  usePrintFileStore.setState({ filename: '', metadata: null })
}

export function loadPrintFile(): void {
  void load(printerNow().object('print_stats')?.filename ?? '')
}

export function usePrintFileMetadata(): FileMetadata | null {
  return usePrintFileStore((s) => s.metadata)
}
