import type { QueuedJob } from '../../../moonraker/types'
import { fileEntryAt, type FileEntry } from '../../../lib/files/entry'
import type { QueuedFile } from '../../../state/queue-files'

/** A queued job's file as the file browser's helpers take it (thumbnail, cells), with what is known of it. */
export function queuedEntry(job: QueuedJob, file: QueuedFile | undefined): FileEntry {
  const meta = file?.meta
  const entry = fileEntryAt(job.filename, meta?.size ?? 0, meta?.modified ?? 0)
  return meta ? { ...entry, meta } : entry
}

/** The drag payload of file rows the queue accepts: `[{ path, type }]` of the gcodes root. */
export const QUEUE_DRAG_TYPE = 'application/x-stratum-queue-files'
