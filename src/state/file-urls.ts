import { fileUrl as apiFileUrl } from '../moonraker/api/files'

/** The URL a file of a root is served at on the active printer (thumbnails, media, downloads). */
export function fileUrl(root: string, path: string): string {
  return apiFileUrl(root, path)
}
