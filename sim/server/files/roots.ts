import { mkdirSync } from 'node:fs'
import { posix, resolve, sep } from 'node:path'
import { ApiError } from '../types'

/** Moonraker's permissions string: 'rw', 'r', or '' for an item that no longer exists. */
export type Permissions = 'rw' | 'r' | ''

/**
 * What a root allows. Moonraker itself only knows "full access" or read-only; the timelapse
 * root is the odd one: its videos can be deleted and sorted into folders, but nothing can be
 * uploaded or written into it.
 */
export interface RootPolicy {
  permissions: 'rw' | 'r'
  /** Uploads, copies and moves into the root, zip archives written there. */
  write: boolean
  /** Deleting files and folders, moving things out of the root. */
  remove: boolean
  mkdir: boolean
}

export const FULL_ACCESS: RootPolicy = { permissions: 'rw', write: true, remove: true, mkdir: true }
export const READ_ONLY: RootPolicy = { permissions: 'r', write: false, remove: false, mkdir: false }
/** Timelapse videos: Moonraker reports the root writable, the sim allows only delete and mkdir. */
export const DELETE_AND_MKDIR: RootPolicy = { permissions: 'rw', write: false, remove: true, mkdir: true }

export interface Root {
  name: string
  /** Absolute folder on disk. */
  dir: string
  policy: RootPolicy
}

/** A request path resolved to its root and a location inside it. */
export interface ResolvedPath {
  root: Root
  /** Path relative to the root, '/'-separated, '' for the root itself. */
  rel: string
  abs: string
}

export class RootRegistry {
  private readonly roots = new Map<string, Root>()

  register(name: string, dir: string, policy: RootPolicy): Root {
    const root: Root = { name, dir: resolve(dir), policy }
    mkdirSync(root.dir, { recursive: true })
    this.roots.set(name, root)
    return root
  }

  has(name: string): boolean {
    return this.roots.has(name)
  }

  get(name: string): Root {
    const root = this.roots.get(name)
    if (!root) throw new ApiError(400, `Unknown root '${name}'`)
    return root
  }

  list(): Root[] {
    return [...this.roots.values()]
  }

  /** Splits 'gcodes/sub/part.gcode' into the root and a checked location inside it. */
  resolve(requestPath: string): ResolvedPath {
    const trimmed = requestPath.replace(/^\/+/, '')
    const slash = trimmed.indexOf('/')
    const rootName = slash < 0 ? trimmed : trimmed.slice(0, slash)
    if (rootName === '') throw new ApiError(400, `Not a path inside a root: '${requestPath}'`)
    return this.resolveIn(rootName, slash < 0 ? '' : trimmed.slice(slash + 1))
  }

  /** A path relative to a named root; anything that climbs out of the root is refused. */
  resolveIn(rootName: string, relPath: string): ResolvedPath {
    const root = this.get(rootName)
    if (relPath.includes('\0')) throw new ApiError(400, 'Paths cannot contain NUL bytes')
    // Normalise as a posix path anchored at '/', so '..' can never climb above the root.
    const normal = posix.normalize(`/${relPath}`)
    const climbs = relPath.split('/').reduce((depth, part) => {
      if (depth < 0 || part === '' || part === '.') return depth
      return part === '..' ? depth - 1 : depth + 1
    }, 0)
    if (climbs < 0) {
      throw new ApiError(400, `Path '${rootName}/${relPath}' leads outside the '${rootName}' root`)
    }
    const rel = normal.replace(/^\/+/, '').replace(/\/+$/, '')
    const abs = rel === '' ? root.dir : resolve(root.dir, ...rel.split('/'))
    if (abs !== root.dir && !abs.startsWith(root.dir + sep)) {
      throw new ApiError(400, `Path '${rootName}/${relPath}' leads outside the '${rootName}' root`)
    }
    return { root, rel, abs }
  }
}

export const GCODE_EXTENSIONS = ['.gcode', '.g', '.gco', '.ufp', '.nc']

export function isGcodeFile(name: string): boolean {
  const lower = name.toLowerCase()
  return GCODE_EXTENSIONS.some((ext) => lower.endsWith(ext))
}

/** The 'rw'/'r' of an existing item under a root. */
export function itemPermissions(root: Root): Permissions {
  return root.policy.permissions
}
