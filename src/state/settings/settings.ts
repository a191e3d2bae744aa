/**
 * Typed reads and writes of the stored settings: a path names a key of a root's shape, and its value
 * has the shape's type. No caller picks a type; no raw stored value leaves this folder.
 */
import { valueAt, type AtPath, type PathOf } from '../../lib/stored-shape'
import { DB_ROOTS, STORED_SHAPES, type DbRoot, type StoredRoots, type UiSettings } from './shapes'
import { deleteStored, refreshStored, storedValueAt, useStoredSettings, writeStored } from './store'

export { loadStoredSettings, replaceStoredRoots, resetStoredSettings } from './store'

export type StoredPath<R extends DbRoot> = PathOf<StoredRoots[R]>
export type StoredAt<R extends DbRoot, P extends string> = AtPath<StoredRoots[R], P>
export type UiPath = PathOf<UiSettings>
export type UiAt<P extends string> = AtPath<UiSettings, P>

/** The value of a stored key; its type is the shape's (the load step made it so). */
function typedAt<R extends DbRoot, P extends StoredPath<R>>(roots: StoredRoots, root: R, path: P): StoredAt<R, P> {
  return storedValueAt(roots, root, path) as StoredAt<R, P>
}

export function useStored<R extends DbRoot, P extends StoredPath<R>>(root: R, path: P): StoredAt<R, P> {
  return useStoredSettings((s) => typedAt(s.roots, root, path))
}

export function getStored<R extends DbRoot, P extends StoredPath<R>>(root: R, path: P): StoredAt<R, P> {
  return typedAt(useStoredSettings.getState().roots, root, path)
}

/** Writes one value (an entry of a map is written alone, so other tabs' entries stay). */
export function saveStored<R extends DbRoot, P extends StoredPath<R>>(root: R, path: P, value: Exclude<StoredAt<R, P>, undefined>): Promise<void> {
  return writeStored(root, path, value)
}

export function removeStored<R extends DbRoot, P extends StoredPath<R>>(root: R, path: P): Promise<void> {
  return deleteStored(root, path)
}

/**
 * Changes a stored list or map from its current value on the server, not this tab's copy: a preset
 * saved in another tab since this one loaded is kept.
 */
export async function updateStored<R extends DbRoot, P extends StoredPath<R>>(
  root: R,
  path: P,
  change: (current: StoredAt<R, P>) => Exclude<StoredAt<R, P>, undefined>,
): Promise<void> {
  await refreshStored(root, path)
  await writeStored(root, path, change(getStored(root, path)))
}

export const useUiSetting = <P extends UiPath>(path: P): UiAt<P> => useStored('uiSettings', path)
export const getUiSetting = <P extends UiPath>(path: P): UiAt<P> => getStored('uiSettings', path)
export const saveUiSetting = <P extends UiPath>(path: P, value: Exclude<UiAt<P>, undefined>): Promise<void> => saveStored('uiSettings', path, value)

/** A uiSettings key's default. */
export function uiDefault<P extends UiPath>(path: P): UiAt<P> {
  return valueAt(STORED_SHAPES.uiSettings.fallback, path.split('.')) as UiAt<P>
}

/** Puts uiSettings keys back to their defaults. */
export async function resetUiSettings(paths: readonly UiPath[]): Promise<void> {
  for (const path of paths) await writeStored('uiSettings', path, structuredClone(valueAt(STORED_SHAPES.uiSettings.fallback, path.split('.'))))
}

export const useSettingsLoaded = () => useStoredSettings((s) => s.loaded)

/** Calls `listener` after every change of the stored settings (code outside React); returns the unsubscribe. */
export function onStoredChange(listener: () => void): () => void {
  return useStoredSettings.subscribe(listener)
}

/** Every root as stored, other apps' keys included (a settings file). */
export function storedRootsAsWritten(): Record<DbRoot, Record<string, unknown>> {
  return useStoredSettings.getState().stored
}

export { DB_ROOTS, type DbRoot, type UiSettings }
