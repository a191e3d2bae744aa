/** File operations of the file browser. Each shows the server's message on failure and resolves a success flag. */
import * as api from '../../moonraker/api/files'
import { isNotFound } from '../../moonraker/errors'
import type { FileEntry } from '../../lib/files/entry'
import { archiveName, duplicateName } from '../../lib/files/names'
import { joinPath, moveDestination, parentPath, rootedPath } from '../../lib/files/paths'
import { preheat } from '../../lib/gcode/heaters'
import { defineAction, succeeded } from '../action'
import { runBulk } from '../bulk'
import { applyFileMetadata } from '../files'
import { uploadOne } from '../transfers'
import { sendGcode } from './gcode'
import { startCheckedPrint } from './print'

const createDirectory = defineAction({}, (path: string) => api.createDirectory(path))
const moveFile = defineAction({}, (source: string, dest: string) => api.moveFile(source, dest))
const copyFile = defineAction({}, (source: string, dest: string) => api.copyFile(source, dest))
const metascan = defineAction({}, (filename: string) => api.metascan(filename))
const zipFiles = defineAction({ wait: 'files.zip' }, (items: string[], dest: string) => api.zipFiles(items, dest))

/** Copies a file beside itself under the first free '_copy' name; resolves that name, or undefined on failure. */
export async function duplicateEntry(root: string, entry: FileEntry, siblings: Iterable<string>): Promise<string | undefined> {
  const name = duplicateName(entry.name, siblings)
  const dest = joinPath(parentPath(entry.path), name)
  return succeeded(await copyFile(rootedPath(root, entry.path), rootedPath(root, dest))) ? name : undefined
}

/** Has the server read a G-code file's metadata again and shows the result on its row. */
export async function refreshMetadata(path: string): Promise<boolean> {
  const meta = await metascan(path)
  if (meta === undefined) return false
  applyFileMetadata('gcodes', path, meta)
  return true
}

/** Packs entries of `dir` into a ZIP archive in that folder; resolves the archive's name, or undefined. */
export async function zipEntries(root: string, dir: string, entries: readonly FileEntry[], siblings: Iterable<string>): Promise<string | undefined> {
  const items = entries.filter((e) => e.name !== '..').map((e) => rootedPath(root, e.path))
  if (items.length === 0) return undefined
  const name = archiveName(entries, siblings)
  return succeeded(await zipFiles(items, rootedPath(root, joinPath(dir, name)))) ? name : undefined
}

export async function createFolder(root: string, dir: string, name: string): Promise<boolean> {
  return succeeded(await createDirectory(rootedPath(root, joinPath(dir, name.trim()))))
}

export async function renameEntry(root: string, entry: FileEntry, newName: string): Promise<boolean> {
  const dest = joinPath(parentPath(entry.path), newName.trim())
  if (dest === entry.path) return true
  return succeeded(await moveFile(rootedPath(root, entry.path), rootedPath(root, dest)))
}

/**
 * Moves entries of `dir` into the directory dropped on ('..' is the parent). One entry is one call
 * whose failure shows at once; many run as a bulk operation with progress, Cancel and a summary.
 */
export async function moveEntries(root: string, dir: string, entries: readonly FileEntry[], target: string): Promise<void> {
  const moves = entries
    .filter((e) => e.name !== '..' && e.name !== target)
    .map((e) => ({ from: rootedPath(root, e.path), to: rootedPath(root, moveDestination(dir, target, e.name)) }))
    .filter((m) => m.from !== m.to)
  if (moves.length === 1) await moveFile(moves[0].from, moves[0].to)
  else if (moves.length > 1) await runBulk('move', moves, (m) => api.moveFile(m.from, m.to))
}

const deleteCall = (root: string) => (entry: FileEntry) => {
  const path = rootedPath(root, entry.path)
  return entry.type === 'directory' ? api.deleteDirectory(path, true) : api.deleteFile(path)
}
const deleteOne = defineAction({}, (root: string, entry: FileEntry) => deleteCall(root)(entry))

/** Of these entries, the ones their folder still lists (a folder that is gone holds none of them). */
export async function entriesStillListed(root: string, entries: readonly FileEntry[]): Promise<FileEntry[]> {
  const byFolder = new Map<string, FileEntry[]>()
  for (const e of entries) byFolder.set(parentPath(e.path), [...(byFolder.get(parentPath(e.path)) ?? []), e])
  const left: FileEntry[] = []
  for (const [folder, group] of byFolder) {
    let listing: Awaited<ReturnType<typeof api.getDirectory>>
    try {
      listing = await api.getDirectory(rootedPath(root, folder), false)
    } catch (error) {
      if (isNotFound(error)) continue
      throw error
    }
    const names = new Set([...listing.dirs.map((d) => d.dirname), ...listing.files.map((f) => f.filename)])
    left.push(...group.filter((e) => names.has(e.name)))
  }
  return left
}

/**
 * Removes entries; many run as a bulk operation like moveEntries. Before failures are reported the
 * folders are listed again: only what is still there failed (a restart may cut a removal's answer off
 * after the file went, and the retry then finds nothing to remove).
 */
export async function deleteEntries(root: string, entries: readonly FileEntry[]): Promise<void> {
  if (entries.length === 1) await deleteOne(root, entries[0])
  else if (entries.length > 1) await runBulk('remove', entries, deleteCall(root), { stillToDo: (failed) => entriesStillListed(root, failed) })
}

/** An empty file, made by uploading nothing under the new name. */
export async function createEmptyFile(root: string, dir: string, name: string): Promise<boolean> {
  return (await uploadOne(new Blob([]), name.trim(), root, dir, false)) !== undefined
}

/** Writes the editor's text back; empty text is never saved (it would wipe a config by accident). */
export async function saveText(root: string, path: string, text: string): Promise<boolean> {
  if (text.length === 0) return false
  const name = path.slice(path.lastIndexOf('/') + 1)
  return (await uploadOne(new Blob([text], { type: 'text/plain' }), name, root, parentPath(path), false)) !== undefined
}

/** Starts a print; on a printer with Spoolman the spool is checked first (the user may cancel). */
export async function printFile(path: string): Promise<boolean> {
  return succeeded(await startCheckedPrint(path))
}

export function preheatFor(entry: FileEntry): Promise<boolean> {
  return sendGcode(preheat(entry.meta?.first_layer_extr_temp ?? 0, entry.meta?.first_layer_bed_temp ?? 0))
}
