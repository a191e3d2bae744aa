/** The config root's saves through the editor, with the versions they keep (lib/files/config-versions.ts), and the root's file list for lint. */
import * as api from '../../moonraker/api/files'
import { isNotFound } from '../../moonraker/errors'
import { restoreVersion, saveKeepingVersion, sortVersions, versionFolder, type ConfigVersion, type VersionStore } from '../../lib/files/config-versions'
import { configFromFiles, configListing, runningConfig } from '../../lib/klipper-config/running-config'
import { defineAction } from '../action'
import { reportError } from '../errors'
import { printerNow } from '../printer-fields'
import { saveText } from './files'

const ROOT = 'config'
const rooted = (path: string) => `${ROOT}/${path}`

const removeAction = defineAction({ errors: 'silent' }, (path: string) => api.deleteFile(rooted(path)))
const readAction = defineAction({}, async (path: string) => (await api.downloadFile(ROOT, path).promise).text())

const hostStore: VersionStore = {
  async copy(from, to) {
    // A file not yet on the printer has nothing to keep; any other failure stops the save.
    try {
      await api.copyFile(rooted(from), rooted(to))
      return true
    } catch (error) {
      if (isNotFound(error)) return false
      throw error
    }
  },
  write: (path, text) => saveText(ROOT, path, text),
  async list(folder) {
    try {
      const listing = await api.getDirectory(rooted(folder), false)
      return listing.files.map((f) => ({ name: f.filename, modified: f.modified, size: f.size }))
    } catch {
      return []
    }
  },
  remove: async (path) => void (await removeAction(path)),
  read: (path) => readAction(path),
}

/**
 * Saves a config-root file keeping the text it replaces (a version that cannot be kept stops the
 * save, with the server's message); other roots save as they are.
 */
export async function saveConfigText(root: string, path: string, text: string): Promise<boolean> {
  if (text.length === 0) return false
  if (root !== ROOT) return saveText(root, path, text)
  try {
    return await saveKeepingVersion(hostStore, path, text)
  } catch (error) {
    reportError(error)
    return false
  }
}

/** The kept versions of a config file, newest first. */
export async function listConfigVersions(path: string): Promise<ConfigVersion[]> {
  return sortVersions(await hostStore.list(versionFolder(path)))
}

export function readConfigVersion(path: string, version: string): Promise<string | undefined> {
  return hostStore.read(`${versionFolder(path)}/${version}`)
}

export function readConfigFile(path: string): Promise<string | undefined> {
  return hostStore.read(path)
}

export function restoreConfigVersion(path: string, version: string): Promise<boolean> {
  return restoreVersion(hostStore, path, version)
}

/** Every file of the config root but hidden ones (Klipper's globs skip those too); null when the list cannot be had. */
export async function listConfigFiles(): Promise<string[] | null> {
  try {
    const files = await api.listFiles(ROOT)
    return files.map((f) => f.path).filter((p) => !p.split('/').some((part) => part.startsWith('.')))
  } catch {
    return null
  }
}

/**
 * The whole config as Klipper read it at its last start (its own report) and as the files would give
 * it now, each as text for one comparison; undefined while Klipper has not reported its config.
 */
export async function configSinceKlipperStart(): Promise<{ running: string; now: string } | undefined> {
  const reported = printerNow().object('configfile')?.config
  if (!reported) return undefined
  const files = (await listConfigFiles()) ?? ['printer.cfg']
  const now = await configFromFiles(readConfigFile, files)
  return { running: configListing(runningConfig(reported)), now: configListing(now) }
}
