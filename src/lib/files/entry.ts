import { extensionOf, joinPath } from './paths'

/** Slicer metadata Moonraker attaches to G-code files (server.files.metadata, get_directory extended). */
export interface FileMeta {
  slicer?: string
  slicer_version?: string
  estimated_time?: number
  filament_total?: number
  filament_weight_total?: number
  filament_name?: string
  filament_type?: string
  filament_colors?: string[]
  layer_height?: number
  first_layer_height?: number
  object_height?: number
  first_layer_extr_temp?: number
  first_layer_bed_temp?: number
  layer_count?: number
  print_start_time?: number | null
  job_id?: string | null
  thumbnails?: { width: number; height: number; size: number; relative_path: string }[]
}

/** One row of the file browser. */
export interface FileEntry {
  type: 'file' | 'directory'
  /** The file or directory name, shown as is (never as HTML). */
  name: string
  /** Path inside the root ('sub/part.gcode'). */
  path: string
  /** Lower-case extension without the dot; '' for directories. */
  extension: string
  size: number
  modified: number
  permissions?: string
  /** Slicer metadata; the listing's own object, not a copy. */
  meta?: FileMeta
}

export interface RawDirectory {
  dirs: { dirname: string; modified: number; size: number; permissions?: string }[]
  files: ({ filename: string; modified: number; size: number; permissions?: string } & FileMeta)[]
}

/** Turns a get_directory reply into rows, once per reply (10,000 files must stay cheap). */
export function entriesOf(raw: RawDirectory, path: string): FileEntry[] {
  const prefix = path ? `${path}/` : ''
  const out: FileEntry[] = new Array(raw.dirs.length + raw.files.length)
  let i = 0
  for (const d of raw.dirs) {
    out[i++] = { type: 'directory', name: d.dirname, path: prefix + d.dirname, extension: '', size: d.size, modified: d.modified, permissions: d.permissions }
  }
  for (const f of raw.files) {
    out[i++] = {
      type: 'file',
      name: f.filename,
      path: prefix + f.filename,
      extension: extensionOf(f.filename),
      size: f.size,
      modified: f.modified,
      permissions: f.permissions,
      meta: f,
    }
  }
  return out
}

/** A file entry for a path a notification reported (no metadata yet). */
export function fileEntryAt(path: string, size: number, modified: number, permissions?: string): FileEntry {
  const name = path.slice(path.lastIndexOf('/') + 1)
  return { type: 'file', name, path: joinPath(path), extension: extensionOf(name), size, modified, permissions }
}

export function directoryEntryAt(path: string, modified: number, permissions?: string): FileEntry {
  const name = path.slice(path.lastIndexOf('/') + 1)
  return { type: 'directory', name, path: joinPath(path), extension: '', size: 0, modified, permissions }
}

/** The largest thumbnail, for the row icon and the context menu picture. */
export function bestThumbnail(meta: FileMeta | undefined): { relative_path: string; width: number; height: number } | null {
  const list = meta?.thumbnails
  if (!list?.length) return null
  let best = list[0]
  for (const t of list) if (t.width > best.width) best = t
  return best
}

/** The smallest thumbnail at least `min` pixels wide (a table row does not need the 300 px picture). */
export function smallThumbnail(meta: FileMeta | undefined, min = 32): { relative_path: string; width: number } | null {
  const list = meta?.thumbnails
  if (!list?.length) return null
  const sorted = [...list].sort((a, b) => a.width - b.width)
  return sorted.find((t) => t.width >= min) ?? sorted[sorted.length - 1]
}
