/** Moonraker's file roots and what the file browser may do in each (SPEC §3 and §6). */

export type RootName = 'gcodes' | 'config' | 'config_examples' | 'docs' | 'logs' | 'timelapse'

export interface RootProperties {
  /** Nothing may be written: no upload, no editing, no rename. */
  readonly: boolean
  /** Extensions (with dot) the upload picker offers; empty means any. */
  accepts: string[]
  canPrint: boolean
  canEdit: boolean
  canView: boolean
  canDelete: boolean
  canCreateDirectory: boolean
  /** The root has slicer metadata worth configuring columns and filters for. */
  canConfigure: boolean
}

export const GCODE_EXTENSIONS = ['.gcode', '.g', '.gc', '.gco', '.ufp', '.nc']

const NONE: RootProperties = {
  readonly: true,
  accepts: [],
  canPrint: false,
  canEdit: false,
  canView: false,
  canDelete: false,
  canCreateDirectory: false,
  canConfigure: false,
}

const READONLY_VIEWABLE: RootProperties = { ...NONE, canView: true }

const ROOTS: Record<RootName, RootProperties> = {
  gcodes: { ...NONE, readonly: false, accepts: GCODE_EXTENSIONS, canEdit: true, canPrint: true, canConfigure: true },
  config: { ...NONE, readonly: false, accepts: ['.conf', '.cfg', '.md'], canEdit: true },
  config_examples: READONLY_VIEWABLE,
  docs: READONLY_VIEWABLE,
  logs: READONLY_VIEWABLE,
  timelapse: { ...READONLY_VIEWABLE, canDelete: true, canCreateDirectory: true },
}

/** Properties of a root; an unknown root is treated as read-only and viewable. */
export function rootProperties(root: string): RootProperties {
  return ROOTS[root as RootName] ?? READONLY_VIEWABLE
}

/** A root is usable only when the server registered it (server.info registered_directories). */
export function isRootAvailable(root: string, registered: readonly string[]): boolean {
  return registered.includes(root)
}

/** The root a browser opens with: the first of its roots the server has, else none yet. */
export function firstAvailableRoot(roots: readonly string[], registered: readonly string[]): string | null {
  return roots.find((r) => registered.includes(r)) ?? null
}

/** Less than this much free space earns the toolbar's 'Low on disk space' warning. */
export const LOW_DISK_BYTES = 1073741824

export function isLowOnDisk(free: number | undefined): boolean {
  return typeof free === 'number' && free < LOW_DISK_BYTES
}
