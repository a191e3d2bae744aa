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
  const filename = (state.objects.print_stats?.filename as string | undefined) ?? ''
  const before = (prev.objects.print_stats?.filename as string | undefined) ?? ''
  if (filename !== before && filename !== requested) void load(filename)
})

// Metadata can arrive after the print starts (Moonraker extracts it on upload and on demand).
onNotification('notify_metadata_update', (params) => {
  const meta = params[0] as FileMetadata | undefined
  if (meta?.filename && meta.filename === usePrintFileStore.getState().filename) usePrintFileStore.setState({ metadata: meta })
})

onLifecycle('reset', () => {
  requested = ''
  usePrintFileStore.setState({ filename: '', metadata: null })
})

onLifecycle('klippy-ready', () => void load(currentFilename()))

if (currentFilename()) void load(currentFilename())

export function usePrintFileMetadata(): FileMetadata | null {
  return usePrintFileStore((s) => s.metadata)
}
