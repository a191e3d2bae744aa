import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs'
import { join } from 'node:path'
import type { FileAction } from './items'
import { THUMBS_DIR } from './metadata/thumbnails'

interface Entry {
  dir: boolean
  mtimeMs: number
  size: number
}

interface WatchedRoot {
  dir: string
  entries: Map<string, Entry>
  /** Paths an API operation is changing right now, with when the claim lapses. */
  held: Map<string, number>
  /** Paths an API operation just changed and announced, with when their late events stop counting as its own. */
  echoes: Map<string, number>
  watchers: Map<string, FSWatcher>
  timer: NodeJS.Timeout | null
  poll: NodeJS.Timeout | null
}

export type ExternalChange = (root: string, action: FileAction, rel: string) => void

const SETTLE_MS = 75
const POLL_MS = 2000
/** A claim on a path lapses if the operation never announced its change (it failed). */
const HOLD_MS = 10_000
/** How long after an API change its file system events are still taken as its own. */
const ECHO_MS = 2000

const covers = (path: string, rel: string): boolean => path === '' || rel === path || rel.startsWith(`${path}/`)

/**
 * Notices files that change on disk behind the API's back: the printer writing printer.cfg on
 * SAVE_CONFIG, a user copying files into the data folder. Each watched root keeps a snapshot;
 * any file system event schedules a rescan and the differences become notifications. The API's
 * own operations claim their paths before touching the disk and acknowledge them when they
 * announce the change, so they are never reported twice.
 */
export class RootWatcher {
  private readonly roots = new Map<string, WatchedRoot>()
  private closed = false

  constructor(private readonly onChange: ExternalChange) {}

  watch(name: string, dir: string): void {
    const root: WatchedRoot = { dir, entries: scan(dir), held: new Map(), echoes: new Map(), watchers: new Map(), timer: null, poll: null }
    this.roots.set(name, root)
    this.syncWatchers(name, root)
  }

  /** An API operation is about to change these paths (and everything under them). */
  hold(name: string, paths: string[]): void {
    const root = this.roots.get(name)
    for (const path of paths) root?.held.set(path, Date.now() + HOLD_MS)
  }

  /**
   * The API itself changed these paths and announces that on its own: take them into the
   * snapshot quietly, and report anything else that changed before.
   */
  acknowledge(name: string, paths: string[]): void {
    const root = this.roots.get(name)
    if (!root || this.closed) return
    // Something changed behind the API's back first: report it first.
    if (root.timer) {
      clearTimeout(root.timer)
      root.timer = null
      this.diff(name, root)
    }
    // Only the acknowledged paths are looked at again: removing 10,000 files must not mean
    // 10,000 scans of a 10,000-file root. Their own file system events, arriving late, are echoes.
    const until = Date.now() + ECHO_MS
    for (const path of paths) {
      root.held.delete(path)
      root.echoes.set(path, until)
      refresh(root, path)
    }
  }

  /** Whether a file system event on this path is the API's own doing. */
  private ownChange(root: WatchedRoot, rel: string): boolean {
    const now = Date.now()
    for (const [path, until] of root.echoes) if (until < now) root.echoes.delete(path)
    return root.held.has(rel) || root.echoes.has(rel)
  }

  close(): void {
    this.closed = true
    for (const root of this.roots.values()) {
      if (root.timer) clearTimeout(root.timer)
      if (root.poll) clearInterval(root.poll)
      for (const w of root.watchers.values()) w.close()
      root.watchers.clear()
    }
  }

  private schedule(name: string, root: WatchedRoot): void {
    if (this.closed || root.timer) return
    root.timer = setTimeout(() => {
      root.timer = null
      this.diff(name, root)
    }, SETTLE_MS)
    root.timer.unref()
  }

  private diff(name: string, root: WatchedRoot): void {
    if (this.closed) return
    const before = root.entries
    const after = scan(root.dir)
    root.entries = after
    const now = Date.now()
    for (const [path, until] of root.held) if (until < now) root.held.delete(path)
    const report: ExternalChange = (rootName, action, rel) => {
      if ([...root.held.keys()].some((h) => covers(h, rel))) return
      this.onChange(rootName, action, rel)
    }
    // A new or removed folder is one notification; its children are not reported separately.
    const parentOf = (rel: string): string => rel.slice(0, Math.max(0, rel.lastIndexOf('/')))
    const created = [...after.keys()].filter((k) => !before.has(k)).sort()
    for (const rel of created) {
      const parent = parentOf(rel)
      if (parent && !before.has(parent)) continue
      report(name, after.get(rel)!.dir ? 'create_dir' : 'create_file', rel)
    }
    const removed = [...before.keys()].filter((k) => !after.has(k)).sort()
    for (const rel of removed) {
      const parent = parentOf(rel)
      if (parent && !after.has(parent)) continue
      report(name, before.get(rel)!.dir ? 'delete_dir' : 'delete_file', rel)
    }
    for (const [rel, now] of after) {
      const was = before.get(rel)
      if (was && !now.dir && (was.mtimeMs !== now.mtimeMs || was.size !== now.size)) report(name, 'modify_file', rel)
    }
    this.syncWatchers(name, root)
  }

  /** One non-recursive watcher per folder, following folders as they come and go. */
  private syncWatchers(name: string, root: WatchedRoot): void {
    if (this.closed || root.poll) return
    const wanted = new Set([''])
    for (const [rel, e] of root.entries) if (e.dir) wanted.add(rel)
    for (const [rel, w] of root.watchers) {
      if (!wanted.has(rel)) {
        w.close()
        root.watchers.delete(rel)
      }
    }
    for (const rel of wanted) {
      if (root.watchers.has(rel)) continue
      try {
        const w = watch(rel ? join(root.dir, rel) : root.dir, { persistent: false }, (_event, file) => {
          const changed = file ? (rel ? `${rel}/${file}` : String(file)) : null
          if (changed && (file === THUMBS_DIR || this.ownChange(root, changed))) return
          this.schedule(name, root)
        })
        w.on('error', () => {
          w.close()
          root.watchers.delete(rel)
          this.schedule(name, root)
        })
        root.watchers.set(rel, w)
      } catch {
        // Out of inotify watches or an unsupported file system: fall back to polling.
        for (const w of root.watchers.values()) w.close()
        root.watchers.clear()
        root.poll = setInterval(() => this.diff(name, root), POLL_MS)
        root.poll.unref()
        return
      }
    }
  }
}

/** Takes one path (and what it holds) into the snapshot as the disk has it now. */
function refresh(root: WatchedRoot, path: string): void {
  if (path === '') {
    root.entries = scan(root.dir)
    return
  }
  const abs = join(root.dir, path)
  let st: ReturnType<typeof statSync> | null = null
  try {
    st = statSync(abs)
  } catch {
    // Gone.
  }
  const wasDir = root.entries.get(path)?.dir ?? false
  if (wasDir || st?.isDirectory()) {
    for (const key of [...root.entries.keys()]) if (key.startsWith(`${path}/`)) root.entries.delete(key)
  }
  root.entries.delete(path)
  if (!st) return
  root.entries.set(path, { dir: st.isDirectory(), mtimeMs: st.mtimeMs, size: st.size })
  if (st.isDirectory()) for (const [rel, e] of scan(abs)) root.entries.set(`${path}/${rel}`, e)
}

function scan(dir: string): Map<string, Entry> {
  const entries = new Map<string, Entry>()
  const walk = (rel: string): void => {
    let names: string[]
    try {
      names = readdirSync(rel ? join(dir, rel) : dir)
    } catch {
      return
    }
    for (const name of names) {
      if (name === THUMBS_DIR) continue
      const child = rel ? `${rel}/${name}` : name
      try {
        const st = statSync(join(dir, child))
        const isDir = st.isDirectory()
        entries.set(child, { dir: isDir, mtimeMs: st.mtimeMs, size: st.size })
        if (isDir) walk(child)
      } catch {
        // Vanished between readdir and stat.
      }
    }
  }
  walk('')
  return entries
}
