import { create } from 'zustand'
import { fileMetadata } from '../moonraker/api/files'
import type { FileMetadata } from '../moonraker/types'
import { onLifecycle, onNotification } from './bus'
import { usePrinterStore } from './printer'

/** Slicer metadata of the file print_stats names (the loaded or printing job). */
interface PrintFileStore {
  filename: string
  metadata: FileMetadata | null
}

export const usePrintFileStore = create<PrintFileStore>(() => ({ filename: '', metadata: null }))

let requested = ''

async function load(filename: string): Promise<void> {
  requested = filename
  if (!filename) {
    usePrintFileStore.setState({ filename: '', metadata: null })
    return
  }
  try {
    const metadata = await fileMetadata(filename)
    if (requested === filename) usePrintFileStore.setState({ filename, metadata })
  } catch {
    // A file printed from elsewhere may have no metadata yet: show the job without it.
    if (requested === filename) usePrintFileStore.setState({ filename, metadata: null })
  }
}

function currentFilename(): string {
  return (usePrinterStore.getState().objects.print_stats?.filename as string | undefined) ?? ''
}

usePrinterStore.subscribe((state, prev) => {
  const stats = state.objects.print_stats
  if (stats === prev.objects.print_stats) return
  const filename = (stats?.filename as string | undefined) ?? ''
  const before = (prev.objects.print_stats?.filename as string | undefined) ?? ''
  if (filename !== before && filename !== requested) {
    void load(filename)
    return
  }
  // A file printed right after upload may not have been analysed yet: ask again when it starts.
  if (stats?.state === 'printing' && prev.objects.print_stats?.state !== 'printing' && !usePrintFileStore.getState().metadata) void load(filename)
})

// A re-uploaded or edited file gets new metadata (and thumbnails).
onNotification('notify_filelist_changed', (params) => {
  const change = params[0] as { action?: string; item?: { root?: string; path?: string } } | undefined
  const current = usePrintFileStore.getState().filename
  if (current && change?.item?.root === 'gcodes' && change.item.path === current && change.action !== 'delete_file') void load(current)
})

onLifecycle('reset', () => {
  requested = ''
  usePrintFileStore.setState({ filename: '', metadata: null })
})

onLifecycle('klippy-ready', () => void load(currentFilename()))


export function usePrintFileMetadata(): FileMetadata | null {
  return usePrintFileStore((s) => s.metadata)
}
