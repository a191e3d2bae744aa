import { statSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { Permissions, ResolvedPath } from './roots'

export type FileAction =
  | 'create_file'
  | 'delete_file'
  | 'move_file'
  | 'modify_file'
  | 'create_dir'
  | 'delete_dir'
  | 'move_dir'
  | 'root_update'

/** Moonraker's item object in file operation results and notify_filelist_changed. */
export interface ItemInfo {
  path: string
  root: string
  modified: number
  size: number
  permissions: Permissions
}

export interface FileChange {
  action: FileAction
  item: ItemInfo
  source_item?: { path: string; root: string }
}

export interface PathInfo {
  modified: number
  size: number
  permissions: Permissions
}

/** Size, mtime and permissions of an existing item; zeros and '' once it is gone. */
export async function pathInfo(target: ResolvedPath): Promise<PathInfo> {
  try {
    const st = await stat(target.abs)
    return { modified: st.mtimeMs / 1000, size: st.size, permissions: target.root.policy.permissions }
  } catch {
    return { modified: 0, size: 0, permissions: '' }
  }
}

/** The synchronous form, for notifications that must go out in order. */
export function itemInfoSync(target: ResolvedPath): ItemInfo {
  try {
    const st = statSync(target.abs)
    return { path: target.rel, root: target.root.name, modified: st.mtimeMs / 1000, size: st.size, permissions: target.root.policy.permissions }
  } catch {
    return goneItem(target)
  }
}

export async function itemInfo(target: ResolvedPath): Promise<ItemInfo> {
  return { path: target.rel, root: target.root.name, ...(await pathInfo(target)) }
}

export function goneItem(target: ResolvedPath): ItemInfo {
  return { path: target.rel, root: target.root.name, modified: 0, size: 0, permissions: '' }
}

export async function statOrNull(abs: string) {
  try {
    return await stat(abs)
  } catch {
    return null
  }
}
