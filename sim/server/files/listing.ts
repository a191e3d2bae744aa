import { readdir, statfs } from 'node:fs/promises'
import { join } from 'node:path'
import { ApiError } from '../types'
import { statOrNull, type ItemInfo } from './items'
import type { MetadataStore } from './metadata/store'
import { isGcodeFile, type ResolvedPath, type Root } from './roots'

/** An entry of server.files.list: the path relative to the root, without the root's name. */
export type ListedFile = Omit<ItemInfo, 'root'>

export interface DirectoryListing {
  dirs: Record<string, unknown>[]
  files: Record<string, unknown>[]
  disk_usage: { total: number; used: number; free: number }
  root_info: { name: string; permissions: string }
}

/** Every file under a root; the gcodes root lists only printable files, as Moonraker does. */
export async function listFiles(root: Root): Promise<ListedFile[]> {
  const out: ListedFile[] = []
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(rel ? join(root.dir, rel) : root.dir, { withFileTypes: true }).catch(() => [])
    for (const e of entries) {
      const child = rel ? `${rel}/${e.name}` : e.name
      const st = await statOrNull(join(root.dir, child))
      if (!st) continue
      if (st.isDirectory()) await walk(child)
      else if (st.isFile() && (root.name !== 'gcodes' || isGcodeFile(e.name))) {
        out.push({ path: child, modified: st.mtimeMs / 1000, size: st.size, permissions: root.policy.permissions })
      }
    }
  }
  await walk('')
  return out.sort((a, b) => a.path.toLowerCase().localeCompare(b.path.toLowerCase()))
}

/** One folder, not recursive; with `extended` the G-code files carry their metadata. */
export async function getDirectory(target: ResolvedPath, extended: boolean, metadata: MetadataStore): Promise<DirectoryListing> {
  const st = await statOrNull(target.abs)
  if (!st?.isDirectory()) throw new ApiError(400, `Directory does not exist (${target.abs})`)
  const dirs: Record<string, unknown>[] = []
  const files: Record<string, unknown>[] = []
  const permissions = target.root.policy.permissions
  for (const name of (await readdir(target.abs)).sort()) {
    const child = await statOrNull(join(target.abs, name))
    if (!child) continue
    const base = { modified: child.mtimeMs / 1000, size: child.size, permissions }
    if (child.isDirectory()) {
      dirs.push({ ...base, dirname: name })
    } else if (child.isFile()) {
      let meta: Record<string, unknown> = {}
      if (extended && target.root.name === 'gcodes' && isGcodeFile(name)) {
        meta = { ...((await metadata.get(target.rel ? `${target.rel}/${name}` : name)) ?? {}) }
        // The metadata's filename is a path; the listing's is the bare name.
        delete meta.filename
      }
      files.push({ ...base, ...meta, filename: name })
    }
  }
  const fsInfo = await statfs(target.abs)
  return {
    dirs,
    files,
    disk_usage: {
      total: fsInfo.blocks * fsInfo.bsize,
      used: (fsInfo.blocks - fsInfo.bfree) * fsInfo.bsize,
      free: fsInfo.bavail * fsInfo.bsize,
    },
    root_info: { name: target.root.name, permissions },
  }
}
