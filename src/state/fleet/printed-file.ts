import { fileMetadata, fileUrl } from '../../moonraker/api/files'
import { oneshotToken } from '../../moonraker/api/access'
import type { Moonraker } from '../../moonraker/client'
import type { FileMetadata } from '../../moonraker/types'
import { bestThumbnail } from '../../lib/files/entry'

/** The printed file's metadata and its largest thumbnail's URL (with a login token when the printer wants one). */
export async function readPrintedFile(filename: string, on: Moonraker): Promise<{ meta: FileMetadata | null; thumbnailUrl: string | null }> {
  if (!filename) return { meta: null, thumbnailUrl: null }
  try {
    const meta = await fileMetadata(filename, on)
    return { meta, thumbnailUrl: await thumbnailUrl(filename, meta, on) }
  } catch {
    return { meta: null, thumbnailUrl: null }
  }
}

/** Where the file's largest thumbnail is in the gcodes root (thumbnails sit beside their file). */
export function thumbnailPath(filename: string, meta: FileMetadata | null): string | null {
  const best = bestThumbnail(meta ?? undefined)
  if (!best) return null
  const dir = filename.includes('/') ? filename.slice(0, filename.lastIndexOf('/') + 1) : ''
  return dir + best.relative_path
}

async function thumbnailUrl(filename: string, meta: FileMetadata, on: Moonraker): Promise<string | null> {
  const path = thumbnailPath(filename, meta)
  if (!path) return null
  const url = fileUrl('gcodes', path, on)
  if (!on.http.tokens.get().token) return url
  return `${url}?token=${encodeURIComponent(await oneshotToken(on))}`
}
