import { moonraker, type Moonraker } from '../client'
import type { TransferProgress } from '../http'
import type { DirectoryListing, FileActionResult, FileListEntry, FileMetadata, FileRoot, UploadResult, ZipResult } from '../types'

export const listFiles = (root = 'gcodes') => moonraker().call<FileListEntry[]>('server.files.list', { root })
export const listRoots = () => moonraker().call<FileRoot[]>('server.files.roots')
export const getDirectory = (path: string, extended = true) =>
  moonraker().call<DirectoryListing>('server.files.get_directory', { path, extended })
export const fileMetadata = (filename: string, on: Moonraker = moonraker()) => on.call<FileMetadata>('server.files.metadata', { filename })
export const createDirectory = (path: string) => moonraker().call<FileActionResult>('server.files.post_directory', { path })
export const deleteDirectory = (path: string, force = false) =>
  moonraker().call<FileActionResult>('server.files.delete_directory', { path, force })
export const moveFile = (source: string, dest: string) => moonraker().call<FileActionResult>('server.files.move', { source, dest })
export const copyFile = (source: string, dest: string) => moonraker().call<FileActionResult>('server.files.copy', { source, dest })
/** Has the server read a G-code file's slicer metadata again; resolves the new metadata. */
export const metascan = (filename: string) => moonraker().call<FileMetadata>('server.files.metascan', { filename })
/** Packs rooted items ('gcodes/a.gcode', 'gcodes/sub') into the archive at `dest` ('gcodes/parts.zip'). */
export const zipFiles = (items: string[], dest: string, storeOnly = false) =>
  moonraker().call<ZipResult>('server.files.zip', { items, dest, store_only: storeOnly })
export const deleteFile = (path: string) => moonraker().call<FileActionResult>('server.files.delete_file', { path })

/** The URL of a file for <img>/<a>: {api}/server/files/{root}/{path}. */
export const fileUrl = (root: string, path: string, on: Moonraker = moonraker()) =>
  on.http.url(`server/files/${root}/${path.split('/').map(encodeURIComponent).join('/')}`)

export const uploadFile = (file: Blob, filename: string, root: string, path: string, print: boolean, onProgress?: (p: TransferProgress) => void, on: Moonraker = moonraker()) =>
  on.http.upload<UploadResult>(file, filename, { root, path, ...(print ? { print: 'true' } : {}) }, onProgress)

export const downloadFile = (root: string, path: string, onProgress?: (p: TransferProgress) => void) =>
  moonraker().http.download(`server/files/${root}/${path.split('/').map(encodeURIComponent).join('/')}`, onProgress)
