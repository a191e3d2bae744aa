/**
 * What the queue shows of each queued file: its slicer metadata (thumbnail, estimate, filament), or
 * that it is gone. A file deleted, renamed or moved before its turn stays in Moonraker's queue until
 * the queue reaches it; here it reads as missing, so the user sees it before then.
 */
import { useEffect } from 'react'
import { create } from 'zustand'
import { fileMetadata } from '../moonraker/api/files'
import { isNotFound } from '../moonraker/errors'
import type { FileListChange } from '../moonraker/notifications'
import type { FileMetadata } from '../moonraker/types'
import type { QueuedFileInfo } from '../lib/queue/job-queue'

export interface QueuedFile extends QueuedFileInfo {
  meta: FileMetadata | null
}

interface QueueFilesStore {
  /** By file name in the gcodes root; a name being read has no entry yet. */
  files: Record<string, QueuedFile>
}

export const useQueueFilesStore = create<QueueFilesStore>(() => ({ files: {} }))

const reading = new Set<string>()

/**
 * Files read but not published yet. A queue of 200 jobs reads 200 files: each answer published on
 * its own would re-render the whole list 200 times, so answers are published together, ten times a second.
 */
let unpublished: Record<string, QueuedFile> = {}
let publishTimer: ReturnType<typeof setTimeout> | null = null
const PUBLISH_MS = 100

function publish(filename: string, file: QueuedFile): void {
  unpublished[filename] = file
  publishTimer ??= setTimeout(publishNow, PUBLISH_MS)
}

function publishNow(): void {
  publishTimer = null
  const batch = unpublished
  unpublished = {}
  if (Object.keys(batch).length) useQueueFilesStore.setState((s) => ({ files: { ...s.files, ...batch } }))
}

function infoOf(meta: FileMetadata | null, missing: boolean): QueuedFile {
  return { meta, missing, estimatedTime: meta?.estimated_time, filament: meta?.filament_total, filamentWeight: meta?.filament_weight_total }
}

async function readFile(filename: string): Promise<void> {
  if (reading.has(filename)) return
  reading.add(filename)
  let file: QueuedFile
  try {
    file = infoOf(await fileMetadata(filename), false)
  } catch (error) {
    // Not found: the file is gone. Anything else (not sliced, not read yet): shown without figures.
    file = infoOf(null, isNotFound(error))
  } finally {
    reading.delete(filename)
  }
  publish(filename, file)
}

/** Reads the files of these jobs that were not read yet. */
export function readQueuedFiles(filenames: readonly string[]): void {
  const { files } = useQueueFilesStore.getState()
  for (const f of new Set(filenames)) if (!files[f] && !unpublished[f]) void readFile(f)
}

/** Keeps the named files read while shown; returns what is known of each. */
export function useQueuedFiles(filenames: readonly string[]): Record<string, QueuedFile> {
  const key = filenames.join('\n')
  const files = useQueueFilesStore((s) => s.files)
  useEffect(() => {
    if (key) readQueuedFiles(key.split('\n'))
  }, [key, files])
  return files
}

const touches = (path: string, changed: string) => path === changed || path.startsWith(`${changed}/`)

/** notify_filelist_changed: what it touched in the gcodes root is read again when next shown. */
export function handleQueuedFilesChanged(change: FileListChange): void {
  const paths = [change.item, change.source_item].filter((i) => i?.root === 'gcodes').map((i) => i?.path ?? '')
  if (paths.length === 0) return
  for (const f of Object.keys(unpublished)) if (paths.some((p) => touches(f, p))) delete unpublished[f]
  useQueueFilesStore.setState((s) => {
    const stale = Object.keys(s.files).filter((f) => paths.some((p) => touches(f, p)))
    if (stale.length === 0) return s
    const files = { ...s.files }
    for (const f of stale) delete files[f]
    return { files }
  })
}

export function resetQueuedFiles(): void {
  if (publishTimer) clearTimeout(publishTimer)
  publishTimer = null
  unpublished = {}
  useQueueFilesStore.setState({ files: {} })
}
