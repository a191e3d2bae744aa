import type { FileListChange } from '../../moonraker/notifications'

/** One file of the search palette's index: every file of every root, from server.files.list. */
export interface IndexedFile {
  root: string
  /** Path inside the root: 'a/b/deep_macros.cfg'. */
  path: string
  size: number
  modified: number
}

/** Files of each root the index holds; a root not held yet is absent. */
export type FileIndex = Record<string, IndexedFile[]>

export interface IndexUpdate {
  index: FileIndex
  /** Roots to list again (changes that cannot be applied in place). */
  reload: string[]
}

const under = (path: string, dir: string) => path.startsWith(`${dir}/`)
/** Names starting with a dot (.thumbs) stay out of the palette, as the server's file list leaves them out. */
export const hidden = (path: string) => path.split('/').some((p) => p.startsWith('.'))

function upsert(files: IndexedFile[], file: IndexedFile): IndexedFile[] {
  if (hidden(file.path)) return files
  const i = files.findIndex((f) => f.path === file.path)
  const next = files.slice()
  if (i === -1) next.push(file)
  else next[i] = file
  return next
}

/**
 * Applies one notify_filelist_changed to the index. Roots the index does not hold are left alone:
 * they are listed fresh when first needed.
 */
export function applyIndexChange(index: FileIndex, change: FileListChange): IndexUpdate {
  const { action, item, source_item: source } = change
  const next: FileIndex = { ...index }
  const reload: string[] = []
  const held = (root: string | undefined): root is string => root !== undefined && next[root] !== undefined
  const modified = item.modified ?? Date.now() / 1000
  switch (action) {
    case 'create_file':
    case 'modify_file':
      if (held(item.root)) next[item.root] = upsert(next[item.root], { root: item.root, path: item.path, size: item.size ?? 0, modified })
      break
    case 'delete_file':
      if (held(item.root)) next[item.root] = next[item.root].filter((f) => f.path !== item.path)
      break
    case 'delete_dir':
      if (held(item.root)) next[item.root] = next[item.root].filter((f) => !under(f.path, item.path))
      break
    case 'move_file':
    case 'move_dir': {
      if (!source) {
        if (held(item.root)) reload.push(item.root)
        break
      }
      const moving = held(source.root) ? next[source.root].filter((f) => (action === 'move_file' ? f.path === source.path : under(f.path, source.path))) : []
      if (held(source.root)) next[source.root] = next[source.root].filter((f) => !moving.includes(f))
      if (!held(item.root)) break
      if (action === 'move_file') {
        next[item.root] = upsert(next[item.root], { root: item.root, path: item.path, size: item.size ?? moving[0]?.size ?? 0, modified })
      } else if (held(source.root)) {
        for (const f of moving) next[item.root] = upsert(next[item.root], { ...f, root: item.root, path: item.path + f.path.slice(source.path.length) })
      } else {
        reload.push(item.root)
      }
      break
    }
    case 'create_dir':
      break
    default:
      if (held(item.root)) reload.push(item.root)
  }
  return { index: next, reload }
}
