import * as api from '../../moonraker/api/files'
import { restart as restartKlipper, startPrint } from '../../moonraker/api/printer'
import { restartService } from '../../moonraker/api/machine'
import { serverRestart } from '../../moonraker/api/server'
import type { FileEntry } from '../../lib/files/entry'
import { joinPath, moveDestination, parentPath, rootedPath } from '../../lib/files/paths'
import { restartKind } from '../../lib/files/service-map'
import { preheat } from '../../lib/gcode/heaters'
import { attempt, sendGcode } from '../../state/actions'
import { expectServerRestart } from '../../state/connection'
import { uploadOne } from '../../state/transfers'

/** File operations of the browser. Each toasts the server's message on failure and resolves a success flag. */

export async function createFolder(root: string, dir: string, name: string): Promise<boolean> {
  return (await attempt(() => api.createDirectory(rootedPath(root, joinPath(dir, name.trim()))))) !== undefined
}

export async function renameEntry(root: string, entry: FileEntry, newName: string): Promise<boolean> {
  const dest = joinPath(parentPath(entry.path), newName.trim())
  if (dest === entry.path) return true
  return (await attempt(() => api.moveFile(rootedPath(root, entry.path), rootedPath(root, dest)))) !== undefined
}

/** Moves entries of `dir` into the directory dropped on ('..' is the parent). */
export async function moveEntries(root: string, dir: string, entries: readonly FileEntry[], target: string): Promise<void> {
  for (const entry of entries) {
    if (entry.name === '..' || entry.name === target) continue
    const dest = moveDestination(dir, target, entry.name)
    if (dest === entry.path) continue
    await attempt(() => api.moveFile(rootedPath(root, entry.path), rootedPath(root, dest)))
  }
}

export async function deleteEntries(root: string, entries: readonly FileEntry[]): Promise<void> {
  for (const entry of entries) {
    const path = rootedPath(root, entry.path)
    await attempt(() => (entry.type === 'directory' ? api.deleteDirectory(path, true) : api.deleteFile(path)))
  }
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

/** Restarts the service a saved file belongs to: Klipper reloads its config, the API server restarts. */
export async function restartServiceFor(service: string): Promise<void> {
  switch (restartKind(service)) {
    case 'klipper':
      await attempt(() => restartKlipper())
      break
    case 'moonraker':
      expectServerRestart()
      await attempt(() => serverRestart())
      break
    default:
      await attempt(() => restartService(service))
  }
}

export async function printFile(path: string): Promise<boolean> {
  return (await attempt(() => startPrint(path))) !== undefined
}

export function preheatFor(entry: FileEntry): Promise<boolean> {
  const extruder = entry.meta?.first_layer_extr_temp ?? 0
  const bed = entry.meta?.first_layer_bed_temp ?? 0
  return sendGcode(preheat(extruder, bed))
}
