/** Files the preview dialog can show in the browser. */
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg']
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogv', 'mov', 'mkv']

export type MediaKind = 'image' | 'video' | null

export function mediaKind(extension: string): MediaKind {
  if (IMAGE_EXTENSIONS.includes(extension)) return 'image'
  if (VIDEO_EXTENSIONS.includes(extension)) return 'video'
  return null
}

/** G-code at or above this size asks before it is parsed or opened (SPEC §9, 100 MB). */
export const LARGE_GCODE_BYTES = 100 * 1024 * 1024

export function isLargeGcode(extension: string, size: number): boolean {
  return ['gcode', 'g', 'gc', 'gco'].includes(extension) && size >= LARGE_GCODE_BYTES
}
