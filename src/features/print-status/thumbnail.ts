import type { Thumbnail } from '../../moonraker/types'

/**
 * Path (inside the gcodes root) of a file's largest thumbnail. Thumbnail paths are relative to the
 * G-code file's folder.
 */
export function thumbnailPath(filename: string, thumbnails: Thumbnail[] | undefined): string | null {
  if (!thumbnails?.length) return null
  const best = thumbnails.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a))
  const slash = filename.lastIndexOf('/')
  const folder = slash === -1 ? '' : filename.slice(0, slash + 1)
  return `${folder}${best.relative_path}`
}
