import { cp, copyFile, mkdir, readdir, rename, rm, rmdir, unlink } from 'node:fs/promises'
import { basename, dirname, join, sep } from 'node:path'
import { ApiError, type SimContext } from '../types'
import type { FilesDeps, UploadPrintListener } from './deps'
import { goneItem, itemInfo, itemInfoSync, statOrNull, type FileAction, type FileChange } from './items'
import { getDirectory, listFiles, type DirectoryListing, type ListedFile } from './listing'
import { MetadataStore, type JobLookup } from './metadata/store'
import { THUMBS_DIR } from './metadata/thumbnails'
import { RootRegistry, type ResolvedPath, type Root, type RootPolicy } from './roots'
import { RootWatcher } from './watcher'

export type { FilesDeps, UploadPrintListener } from './deps'

/**
 * Moonraker's file_manager: the registered roots, every file operation, the metadata of the
 * gcodes root and notify_filelist_changed for each change, whoever made it.
 */
export class FileManager {
  readonly roots = new RootRegistry()
  readonly metadata: MetadataStore
  /** Where uploads are written before the final rename; same file system as the roots. */
  readonly uploadDir: string
  private readonly watcher: RootWatcher
  private readonly uploadPrintListeners: UploadPrintListener[] = []

  constructor(
    private readonly ctx: SimContext,
    readonly deps: FilesDeps,
  ) {
    this.uploadDir = join(ctx.dataDir, '.upload_tmp')
    this.watcher = new RootWatcher((root, action, rel) => {
      this.reportExternal(root, action, rel).catch((err: unknown) => ctx.log(`file_manager: ${String(err)}`))
    })
    const gcodesDir = join(ctx.dataDir, 'gcodes')
    this.metadata = new MetadataStore(gcodesDir, (line) => ctx.log(line))
  }

  registerRoot(name: string, dir: string, policy: RootPolicy): Root {
    const root = this.roots.register(name, dir, policy)
    if (policy.write || policy.remove) this.watcher.watch(name, root.dir)
    return root
  }

  close(): void {
    this.watcher.close()
    this.metadata.close()
  }

  setJobLookup(lookup: JobLookup): void {
    this.metadata.setJobLookup(lookup)
  }

  onUploadPrint(listener: UploadPrintListener): void {
    this.uploadPrintListeners.push(listener)
  }

  announceUploadPrint(filename: string, username: string | null): void {
    for (const l of this.uploadPrintListeners) l(filename, username)
  }

  /**
   * Sends notify_filelist_changed for a change the API made. The change detector first takes
   * it in quietly (reporting any other change it had not seen yet, so those come first).
   */
  notify(change: FileChange): FileChange {
    const src = change.source_item
    if (src && src.root !== change.item.root) this.watcher.acknowledge(src.root, [src.path])
    this.watcher.acknowledge(change.item.root, src && src.root === change.item.root ? [change.item.path, src.path] : [change.item.path])
    this.ctx.notify('notify_filelist_changed', [change])
    return change
  }

  /**
   * Claims paths an operation is about to change, so the change detector leaves them to the
   * operation's own notification. Claims end with notify() or after a few seconds.
   */
  expectChanges(rootName: string, rels: string[]): void {
    this.watcher.hold(rootName, rels)
  }

  /** For other components that write into a root (timelapse renders), after expectChanges(). */
  async notifyCreated(rootName: string, rel: string): Promise<FileChange> {
    const target = this.roots.resolveIn(rootName, rel)
    const st = await statOrNull(target.abs)
    return this.notify({ action: st?.isDirectory() ? 'create_dir' : 'create_file', item: await itemInfo(target) })
  }

  async fileExists(rootName: string, rel: string, modified?: number): Promise<boolean> {
    if (!this.roots.has(rootName)) return false
    let target: ResolvedPath
    try {
      target = this.roots.resolveIn(rootName, rel)
    } catch {
      return false
    }
    const st = await statOrNull(target.abs)
    if (!st?.isFile()) return false
    return modified === undefined || Math.abs(st.mtimeMs / 1000 - modified) < 1e-3
  }

  /** The file virtual_sdcard has loaded while a print is running or paused. */
  printingFile(): string | null {
    try {
      const ps = this.deps.klippy.query({ print_stats: ['state', 'filename'] }).status.print_stats
      if (ps && (ps.state === 'printing' || ps.state === 'paused') && typeof ps.filename === 'string' && ps.filename) {
        return ps.filename
      }
    } catch {
      // Klippy not ready: nothing is printing.
    }
    return null
  }

  /** Refuses to touch the file being printed, or a folder that contains it. */
  checkNotInUse(target: ResolvedPath, message = 'The file is being printed'): void {
    if (target.root.name !== 'gcodes') return
    const loaded = this.printingFile()
    if (!loaded) return
    const loadedAbs = this.roots.resolveIn('gcodes', loaded).abs
    if (loadedAbs === target.abs || loadedAbs.startsWith(target.abs + sep)) throw new ApiError(403, message)
  }

  listRoots(): { name: string; path: string; permissions: string }[] {
    return this.roots.list().map((r) => ({ name: r.name, path: r.dir, permissions: r.policy.permissions }))
  }

  listFiles(rootName: string): Promise<ListedFile[]> {
    // Moonraker names the root and its (missing) folder, as Python prints None.
    if (!this.roots.has(rootName)) throw new ApiError(400, `Failed to build file list, invalid path: ${rootName}: None`)
    return listFiles(this.roots.get(rootName))
  }

  getDirectory(path: string, extended: boolean): Promise<DirectoryListing> {
    return getDirectory(this.roots.resolve(path), extended, this.metadata)
  }

  async createDirectory(path: string): Promise<FileChange> {
    const target = this.roots.resolve(path)
    if (!target.root.policy.mkdir) throw readOnly(target.root)
    // Moonraker passes on the OS error of mkdir, with code 400.
    if (target.rel === '' || (await statOrNull(target.abs))) throw new ApiError(400, `[Errno 17] File exists: '${target.abs}'`)
    const parent = await statOrNull(dirname(target.abs))
    if (!parent?.isDirectory()) throw new ApiError(400, `[Errno 2] No such file or directory: '${target.abs}'`)
    this.expectChanges(target.root.name, [target.rel])
    await mkdir(target.abs)
    return this.notify({ action: 'create_dir', item: await itemInfo(target) })
  }

  async deleteDirectory(path: string, force: boolean): Promise<FileChange> {
    const target = this.roots.resolve(path)
    if (!target.root.policy.remove) throw readOnly(target.root)
    if (target.rel === '') throw new ApiError(400, 'A root folder cannot be deleted')
    const st = await statOrNull(target.abs)
    if (!st?.isDirectory()) throw new ApiError(400, `Directory does not exist (${path})`)
    this.checkNotInUse(target)
    this.expectChanges(target.root.name, [target.rel])
    if (force) {
      await rm(target.abs, { recursive: true, force: true })
    } else {
      const entries = await readdir(target.abs)
      // Thumbnails left behind by deleted files do not make a folder "not empty".
      if (entries.length === 1 && entries[0] === THUMBS_DIR) await rm(join(target.abs, THUMBS_DIR), { recursive: true })
      else if (entries.length > 0) throw new ApiError(400, `[Errno 39] Directory not empty: '${target.abs}'`)
      await rmdir(target.abs)
    }
    if (target.root.name === 'gcodes') await this.metadata.remove(target.rel, true)
    return this.notify({ action: 'delete_dir', item: goneItem(target) })
  }

  async deleteFile(path: string): Promise<FileChange> {
    const target = this.roots.resolve(path)
    if (!target.root.policy.remove) throw new ApiError(403, `Cannot delete from the read-only root '${target.root.name}'`)
    const st = await statOrNull(target.abs)
    if (!st) throw new ApiError(400, `Invalid file path: ${path}`)
    if (!st.isFile()) throw new ApiError(400, `Not a file: ${path}`)
    this.checkNotInUse(target)
    this.expectChanges(target.root.name, [target.rel])
    await unlink(target.abs)
    if (target.root.name === 'gcodes') await this.metadata.remove(target.rel)
    // Moonraker answers a delete first and tells of it after (the recorded contract shows the
    // notification in the next step's window): the notification follows the reply.
    const change: FileChange = { action: 'delete_file', item: goneItem(target) }
    setImmediate(() => this.notify(change))
    return change
  }

  async move(source: string, dest: string): Promise<FileChange> {
    const src = this.roots.resolve(source)
    const requested = this.roots.resolve(dest)
    if (!requested.root.policy.write) throw new ApiError(403, `Cannot write into the read-only root '${requested.root.name}'`)
    if (!src.root.policy.remove) throw new ApiError(403, `Cannot move out of the read-only root '${src.root.name}'`)
    if (src.rel === '') throw new ApiError(400, 'A root folder cannot be moved')
    const srcSt = await statOrNull(src.abs)
    if (!srcSt) throw new ApiError(400, `File ${src.abs} does not exist`)
    this.checkNotInUse(src)
    const dst = await this.destinationFor(src, requested)
    const dstSt = await statOrNull(dst.abs)
    if (dst.abs === src.abs) throw new ApiError(400, 'Source and destination are the same path')
    if (srcSt.isDirectory() && dst.abs.startsWith(src.abs + sep)) throw new ApiError(400, 'A folder cannot be moved into itself')
    if (dstSt && (dstSt.isDirectory() || srcSt.isDirectory())) throw new ApiError(409, `Already exists: ${dest}`)
    if (dstSt) this.checkNotInUse(dst)
    this.expectChanges(src.root.name, [src.rel])
    this.expectChanges(dst.root.name, [await this.claimTarget(dst)])
    await mkdir(dirname(dst.abs), { recursive: true })
    try {
      await rename(src.abs, dst.abs)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
      await cp(src.abs, dst.abs, { recursive: true })
      await rm(src.abs, { recursive: true, force: true })
    }
    const isDir = srcSt.isDirectory()
    await this.metadataAfterMove(src, dst, isDir)
    const action: FileAction = isDir ? 'move_dir' : 'move_file'
    return this.notify({ action, item: await itemInfo(dst), source_item: { path: src.rel, root: src.root.name } })
  }

  async copy(source: string, dest: string): Promise<FileChange> {
    const src = this.roots.resolve(source)
    const requested = this.roots.resolve(dest)
    if (!requested.root.policy.write) throw new ApiError(403, `Cannot write into the read-only root '${requested.root.name}'`)
    const srcSt = await statOrNull(src.abs)
    if (!srcSt) throw new ApiError(400, `File ${src.abs} does not exist`)
    const dst = await this.destinationFor(src, requested)
    const dstSt = await statOrNull(dst.abs)
    if (dst.abs === src.abs) throw new ApiError(400, 'Source and destination are the same path')
    this.expectChanges(dst.root.name, [await this.claimTarget(dst)])
    await mkdir(dirname(dst.abs), { recursive: true })
    let action: FileAction
    if (srcSt.isDirectory()) {
      if (dstSt) throw new ApiError(409, `Already exists: ${dest}`)
      if (dst.abs.startsWith(src.abs + sep)) throw new ApiError(400, 'A folder cannot be copied into itself')
      await cp(src.abs, dst.abs, { recursive: true })
      action = 'create_dir'
    } else {
      if (dstSt?.isDirectory()) throw new ApiError(409, `Already exists: ${dest}`)
      if (dstSt) this.checkNotInUse(dst)
      await copyFile(src.abs, dst.abs)
      action = dstSt ? 'modify_file' : 'create_file'
      if (dst.root.name === 'gcodes') this.metadata.scheduleScan(dst.rel)
    }
    return this.notify({ action, item: await itemInfo(dst) })
  }

  /** Moving or copying onto an existing folder puts the item inside it, as shutil.move does. */
  private async destinationFor(src: ResolvedPath, requested: ResolvedPath): Promise<ResolvedPath> {
    const st = await statOrNull(requested.abs)
    if (st?.isDirectory() && requested.abs !== src.abs) {
      return this.roots.resolveIn(requested.root.name, requested.rel ? `${requested.rel}/${basename(src.abs)}` : basename(src.abs))
    }
    return requested
  }

  private async metadataAfterMove(src: ResolvedPath, dst: ResolvedPath, isDir: boolean): Promise<void> {
    const fromGcodes = src.root.name === 'gcodes'
    const toGcodes = dst.root.name === 'gcodes'
    if (isDir) {
      // The folder's .thumbs travelled with it; only the cache keys change.
      if (fromGcodes && toGcodes) this.metadata.renameDir(src.rel, dst.rel)
      else if (fromGcodes) await this.metadata.remove(src.rel, true)
      return
    }
    if (fromGcodes) await this.metadata.remove(src.rel)
    if (toGcodes) this.metadata.scheduleScan(dst.rel)
  }

  /** The top-most folder that mkdir -p would create for this path, or the path itself. */
  private async claimTarget(target: ResolvedPath): Promise<string> {
    let claim = target.rel
    let parent = target.rel.includes('/') ? target.rel.slice(0, target.rel.lastIndexOf('/')) : ''
    while (parent && !(await statOrNull(this.roots.resolveIn(target.root.name, parent).abs))) {
      claim = parent
      parent = parent.includes('/') ? parent.slice(0, parent.lastIndexOf('/')) : ''
    }
    return claim
  }

  /** A change the watcher found on disk: report it and keep the metadata in step. */
  private async reportExternal(rootName: string, action: FileAction, rel: string): Promise<void> {
    const target = this.roots.resolveIn(rootName, rel)
    const gone = action === 'delete_file' || action === 'delete_dir'
    // Sent synchronously, so it goes out before the API change that noticed it.
    const item = gone ? goneItem(target) : itemInfoSync(target)
    this.ctx.notify('notify_filelist_changed', [{ action, item }])
    if (rootName !== 'gcodes') return
    if (action === 'delete_file') await this.metadata.remove(rel)
    else if (action === 'delete_dir') await this.metadata.remove(rel, true)
    else if (action === 'create_file' || action === 'modify_file') this.metadata.scheduleScan(rel)
  }
}

function readOnly(root: Root): ApiError {
  return new ApiError(403, `The '${root.name}' root is read-only`)
}
