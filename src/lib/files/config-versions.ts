/**
 * Every save through the editor keeps the file's previous text as a version.
 *
 * Where: files beside the config, in the hidden folder `.stratum/history/<file path>/` of the config
 * root, not Moonraker's database. A config can be megabytes and 50 versions of it would bloat the
 * database every client syncs namespaces from, while files are copied on the host without passing
 * through the browser; they go into whatever backs up the config folder (git backups, Moonraker's
 * backup); they are readable over SSH if Stratum is gone; and the leading dot keeps them out of
 * Fluidd's and Mainsail's default listings and out of Klipper's `[include *.cfg]` globs (Python's
 * glob skips hidden names), with a `.bak` extension besides.
 */

export const HISTORY_FOLDER = '.stratum/history'
export const VERSIONS_KEPT = 50

export interface ConfigVersion {
  /** The version's file name: when it was replaced, sortable ('2026-11-29T09-30-12-123Z.bak'). */
  name: string
  /** Seconds since the epoch, as Moonraker lists it. */
  modified: number
  size: number
}

/** The host calls versions are kept with; paths are relative to the config root. */
export interface VersionStore {
  /** Copies on the host; resolves false when `from` does not exist (a new file has nothing to keep). */
  copy(from: string, to: string): Promise<boolean>
  /** Writes the file; resolves false on failure (shown to the user already). */
  write(path: string, text: string): Promise<boolean>
  /** The files of a folder; empty when it does not exist. */
  list(folder: string): Promise<ConfigVersion[]>
  remove(path: string): Promise<void>
  read(path: string): Promise<string | undefined>
}

export const versionFolder = (path: string) => `${HISTORY_FOLDER}/${path}`

/** The name a version replaced at `at` gets. */
export function versionName(at: Date): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}.bak`
}

/** Newest first. */
export function sortVersions(versions: readonly ConfigVersion[]): ConfigVersion[] {
  return [...versions].filter((v) => v.name.endsWith('.bak')).sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0))
}

/**
 * Saves `text` to `path`, keeping what it replaces as a version first. A failed write takes the kept
 * copy back, so the version list is as it was; past VERSIONS_KEPT the oldest go.
 */
export async function saveKeepingVersion(store: VersionStore, path: string, text: string, at = new Date()): Promise<boolean> {
  const kept = `${versionFolder(path)}/${versionName(at)}`
  const copied = await store.copy(path, kept)
  if (!(await store.write(path, text))) {
    if (copied) await store.remove(kept)
    return false
  }
  if (copied) {
    const versions = sortVersions(await store.list(versionFolder(path)))
    for (const old of versions.slice(VERSIONS_KEPT)) await store.remove(`${versionFolder(path)}/${old.name}`)
  }
  return true
}

/** Puts a version back: a save like any other, so the text it replaces becomes a version too. */
export async function restoreVersion(store: VersionStore, path: string, version: string, at = new Date()): Promise<boolean> {
  const text = await store.read(`${versionFolder(path)}/${version}`)
  if (text === undefined || text.length === 0) return false
  return saveKeepingVersion(store, path, text, at)
}
