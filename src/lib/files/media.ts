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

/** A timelapse video's preview picture is the frame saved beside it with the same name: 'a.mp4' → 'a.jpg'. */
export function timelapsePreviewName(name: string, names: ReadonlySet<string>): string | null {
  const dot = name.lastIndexOf('.')
  if (dot <= 0 || mediaKind(name.slice(dot + 1).toLowerCase()) !== 'video') return null
  const base = name.slice(0, dot)
  for (const ext of ['.jpg', '.png']) if (names.has(base + ext)) return base + ext
  return null
}
