import { getString, getStringList, optBool, optString } from '../params'
import { ApiError, type MethodDef } from '../types'
import type { FileManager } from './manager'
import { isGcodeFile } from './roots'
import { zipFiles } from './zip'

/** Strips an optional leading 'gcodes/' so both 'a.gcode' and 'gcodes/a.gcode' name the same file. */
function gcodePath(filename: string): string {
  return filename.replace(/^\/+/, '').replace(/^gcodes\//, '')
}

/** The JSON-RPC methods of Moonraker's file manager, each with its HTTP route. */
export function fileMethods(fm: FileManager): MethodDef[] {
  return [
    {
      method: 'server.files.list',
      http: [{ verb: 'GET', path: '/server/files/list' }],
      handler: (p) => fm.listFiles(optString(p, 'root', 'gcodes')),
    },
    {
      method: 'server.files.roots',
      http: [{ verb: 'GET', path: '/server/files/roots' }],
      handler: () => fm.listRoots(),
    },
    {
      method: 'server.files.metadata',
      http: [{ verb: 'GET', path: '/server/files/metadata' }],
      handler: async (p) => {
        const filename = getString(p, 'filename')
        const meta = await fm.metadata.get(gcodePath(filename))
        if (!meta) throw new ApiError(404, `Metadata not available for <${filename}>`)
        return meta
      },
    },
    {
      method: 'server.files.metascan',
      http: [{ verb: 'POST', path: '/server/files/metascan' }],
      handler: async (p) => {
        const filename = gcodePath(getString(p, 'filename'))
        const target = fm.roots.resolveIn('gcodes', filename)
        if (!(await fm.fileExists('gcodes', target.rel))) throw new ApiError(404, `No such file: ${filename}`)
        if (!isGcodeFile(target.rel)) throw new ApiError(400, `Not a G-code file: ${filename}`)
        const meta = await fm.metadata.rescan(target.rel)
        if (!meta) throw new ApiError(500, `Could not read the metadata of ${filename}`)
        return meta
      },
    },
    {
      method: 'server.files.thumbnails',
      http: [{ verb: 'GET', path: '/server/files/thumbnails' }],
      handler: async (p) => {
        const filename = gcodePath(getString(p, 'filename'))
        const meta = await fm.metadata.get(filename)
        const folder = filename.includes('/') ? filename.slice(0, filename.lastIndexOf('/') + 1) : ''
        // Same as the metadata's list, but paths relative to the gcodes root.
        return (meta?.thumbnails ?? []).map(({ relative_path, ...rest }) => ({ ...rest, thumbnail_path: `${folder}${relative_path}` }))
      },
    },
    {
      method: 'server.files.get_directory',
      http: [{ verb: 'GET', path: '/server/files/directory' }],
      handler: (p) => fm.getDirectory(optString(p, 'path', 'gcodes'), optBool(p, 'extended', false)),
    },
    {
      method: 'server.files.post_directory',
      http: [{ verb: 'POST', path: '/server/files/directory' }],
      handler: (p) => fm.createDirectory(getString(p, 'path')),
    },
    {
      method: 'server.files.delete_directory',
      http: [{ verb: 'DELETE', path: '/server/files/directory' }],
      handler: (p) => fm.deleteDirectory(getString(p, 'path'), optBool(p, 'force', false)),
    },
    {
      method: 'server.files.move',
      http: [{ verb: 'POST', path: '/server/files/move' }],
      handler: (p) => fm.move(getString(p, 'source'), getString(p, 'dest')),
    },
    {
      method: 'server.files.copy',
      http: [{ verb: 'POST', path: '/server/files/copy' }],
      handler: (p) => fm.copy(getString(p, 'source'), getString(p, 'dest')),
    },
    {
      method: 'server.files.zip',
      http: [{ verb: 'POST', path: '/server/files/zip' }],
      handler: (p) => zipFiles(fm, getStringList(p, 'items'), optString(p, 'dest'), optBool(p, 'store_only', false)),
    },
    {
      // Socket only: over HTTP a file is deleted with DELETE /server/files/{root}/{path}.
      method: 'server.files.delete_file',
      handler: (p) => fm.deleteFile(getString(p, 'path')),
    },
  ]
}
