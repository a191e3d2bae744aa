/**
 * The one door to the stored settings. Each root of the 'fluidd' namespace is kept twice: as stored
 * (what any app wrote, for backups) and read through its shape once, when it loads (the load step):
 * screens read only the second, typed copy. Writes go by path, so keys another app keeps beside ours
 * stay as they are on the server.
 */
import { create } from 'zustand'
import { deleteDatabaseItem, getDatabaseItem, postDatabaseItem } from '../../moonraker/api/database'
import { isNotFound } from '../../moonraker/errors'
import { isPlainObject, readStored, sameWhereEqual, valueAt, withoutValueAt, withValueAt } from '../../lib/stored-shape'
import { DB_ROOTS, loadListReaders, STORED_SHAPES, type DbRoot, type StoredRoots } from './shapes'

/** Stratum keeps its per-printer data where Fluidd does, so both can share a printer. */
export const DB_NAMESPACE = 'fluidd'

type Json = Record<string, unknown>

interface StoredSettings {
  /** Each root as stored, other apps' keys and all. */
  stored: Record<DbRoot, Json>
  /** Each root read through its shape: every known key present and of its type. */
  roots: StoredRoots
  loaded: boolean
}

function readRoots(stored: Record<DbRoot, Json>): StoredRoots {
  const s = STORED_SHAPES
  return {
    uiSettings: readStored(s.uiSettings, stored.uiSettings),
    macros: readStored(s.macros, stored.macros),
    console: readStored(s.console, stored.console),
    charts: readStored(s.charts, stored.charts),
    cameras: readStored(s.cameras, stored.cameras),
    layout: readStored(s.layout, stored.layout),
    history: readStored(s.history, stored.history),
  }
}

function emptyStored(): Record<DbRoot, Json> {
  return { uiSettings: {}, macros: {}, console: {}, charts: {}, cameras: {}, layout: {}, history: {} }
}

const initial = (): StoredSettings => ({ stored: emptyStored(), roots: readRoots(emptyStored()), loaded: false })

export const useStoredSettings = create<StoredSettings>(initial)

export function resetStoredSettings(): void {
  useStoredSettings.setState(initial())
}

/**
 * Puts stored roots in place, read through their shapes once, here. Values that read the same as
 * before keep their identity, so a write re-renders only the screens that show what changed.
 */
function putStored(next: Record<DbRoot, Json>, loaded: boolean): void {
  const { roots } = useStoredSettings.getState()
  useStoredSettings.setState({ stored: next, roots: sameWhereEqual(roots, readRoots(next)), loaded })
}

/**
 * The load step: every root with one read of the whole namespace; a root it lacks (or the namespace
 * itself, 404 on a fresh printer) is created empty. Other errors propagate (401 → login, else API down).
 */
export async function loadStoredSettings(): Promise<void> {
  let namespace: Json = {}
  const readers = loadListReaders()
  try {
    const item = await getDatabaseItem<unknown>(DB_NAMESPACE)
    if (isPlainObject(item.value)) namespace = item.value
  } catch (error) {
    if (!isNotFound(error)) throw error
  }
  await readers
  const stored = emptyStored()
  const missing: DbRoot[] = []
  for (const root of DB_ROOTS) {
    const value = namespace[root]
    if (isPlainObject(value)) stored[root] = value
    else if (value === undefined) missing.push(root)
  }
  await Promise.all(missing.map((root) => postDatabaseItem(DB_NAMESPACE, root, {})))
  putStored(stored, true)
}

const keysOf = (path: string) => (path ? path.split('.') : [])
const keyOf = (root: DbRoot, path: string) => (path ? `${root}.${path}` : root)

/** Sets one stored value locally (the screen answers at once). */
export function setStoredLocally(root: DbRoot, path: string, value: unknown): void {
  const { stored, loaded } = useStoredSettings.getState()
  putStored({ ...stored, [root]: withValueAt(stored[root], keysOf(path), value) }, loaded)
}

/** Writes one value: the store first, then the server. */
export async function writeStored(root: DbRoot, path: string, value: unknown): Promise<void> {
  setStoredLocally(root, path, value)
  await postDatabaseItem(DB_NAMESPACE, keyOf(root, path), value)
}

/** Removes one value (an entry of a map), locally and on the server. */
export async function deleteStored(root: DbRoot, path: string): Promise<void> {
  const { stored, loaded } = useStoredSettings.getState()
  putStored({ ...stored, [root]: withoutValueAt(stored[root], keysOf(path)) }, loaded)
  try {
    await deleteDatabaseItem(DB_NAMESPACE, keyOf(root, path))
  } catch (error) {
    if (!isNotFound(error)) throw error
  }
}

/**
 * Reads one value as the server holds it now (another tab or app may have changed it since the load)
 * and keeps it, so a change to a list applies to the current list, not to this tab's older copy.
 */
export async function refreshStored(root: DbRoot, path: string): Promise<void> {
  let value: unknown
  try {
    value = (await getDatabaseItem<unknown>(DB_NAMESPACE, keyOf(root, path))).value
  } catch (error) {
    if (!isNotFound(error)) throw error
  }
  if (value === undefined) {
    const { stored, loaded } = useStoredSettings.getState()
    putStored({ ...stored, [root]: withoutValueAt(stored[root], keysOf(path)) }, loaded)
  } else setStoredLocally(root, path, value)
}

/** Replaces whole roots (a settings file), keeping each as given. */
export async function replaceStoredRoots(roots: Partial<Record<DbRoot, Json>>): Promise<void> {
  await loadListReaders()
  for (const root of DB_ROOTS) {
    const value = roots[root]
    if (value) await writeStored(root, '', value)
  }
}

/** A stored value at a path of the typed copy (unknown: the typed readers say what it is). */
export function storedValueAt(roots: StoredRoots, root: DbRoot, path: string): unknown {
  return valueAt(roots[root], keysOf(path))
}
