import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, unlink } from 'node:fs/promises'
import { finished } from 'node:stream/promises'
import { join } from 'node:path'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { ApiError } from '../types'
import { itemInfo, statOrNull, type ItemInfo } from './items'
import type { FileManager } from './manager'
import type { ResolvedPath } from './roots'

interface ZipEntry {
  abs: string
  /** Name inside the archive: '<root>/<path>', as Moonraker stores it. */
  name: string
  mtime: Date
}

function timestamp(d: Date): string {
  const p = (n: number): string => String(n).padStart(2, '0')
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`
}

/** server.files.zip: packs files and folders of any root into an archive in a writable root. */
export async function zipFiles(
  fm: FileManager,
  items: string[],
  dest: string | undefined,
  storeOnly: boolean,
): Promise<{ destination: ItemInfo; action: 'zip_files' }> {
  const target = fm.roots.resolve(dest ?? `config/collection-${timestamp(new Date())}.zip`)
  if (!target.root.policy.write) throw new ApiError(403, `Cannot write into the read-only root '${target.root.name}'`)
  const existing = await statOrNull(target.abs)
  if (existing?.isDirectory()) throw new ApiError(400, `'${target.rel}' is a folder, not an archive name`)
  const parent = await statOrNull(join(target.abs, '..'))
  if (!parent?.isDirectory()) throw new ApiError(400, `No folder to write '${target.rel}' into`)
  if (items.length === 0) throw new ApiError(400, 'Nothing to archive: no items given')

  const entries: ZipEntry[] = []
  const seen = new Set<string>()
  for (const item of items) {
    const source = fm.roots.resolve(item)
    const st = await statOrNull(source.abs)
    if (!st) throw new ApiError(404, `No such file or folder: ${item}`)
    for (const entry of st.isDirectory() ? await folderEntries(source) : [{ abs: source.abs, name: archiveName(source), mtime: st.mtime }]) {
      if (entry.abs === target.abs || seen.has(entry.abs)) continue
      seen.add(entry.abs)
      entries.push(entry)
    }
  }

  // Built beside the roots, so a half-written archive never shows up in a listing.
  await mkdir(fm.uploadDir, { recursive: true })
  const tmp = join(fm.uploadDir, `zip-${process.pid}-${Date.now()}.partial`)
  fm.expectChanges(target.root.name, [target.rel])
  try {
    await writeZip(tmp, entries, storeOnly)
    await rename(tmp, target.abs)
  } catch (err) {
    await unlink(tmp).catch(() => undefined)
    throw err
  }
  const change = fm.notify({ action: existing ? 'modify_file' : 'create_file', item: await itemInfo(target) })
  return { destination: change.item, action: 'zip_files' }
}

function archiveName(p: ResolvedPath): string {
  return p.rel ? `${p.root.name}/${p.rel}` : p.root.name
}

async function folderEntries(dir: ResolvedPath): Promise<ZipEntry[]> {
  const out: ZipEntry[] = []
  const walk = async (abs: string, name: string): Promise<void> => {
    for (const e of await readdir(abs, { withFileTypes: true })) {
      const childAbs = join(abs, e.name)
      const st = await statOrNull(childAbs)
      if (!st) continue
      if (st.isDirectory()) await walk(childAbs, `${name}/${e.name}`)
      else if (st.isFile()) out.push({ abs: childAbs, name: `${name}/${e.name}`, mtime: st.mtime })
    }
  }
  await walk(dir.abs, archiveName(dir))
  return out
}

/** Streams the files through fflate into the archive, never holding a whole file in memory. */
async function writeZip(path: string, entries: ZipEntry[], storeOnly: boolean): Promise<void> {
  const out = createWriteStream(path)
  let failure: Error | null = null
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      failure = err
      out.destroy(err)
      return
    }
    out.write(chunk)
    if (final) out.end()
  })
  for (const entry of entries) {
    const file = storeOnly ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 })
    file.mtime = entry.mtime
    zip.add(file)
    for await (const chunk of createReadStream(entry.abs)) {
      file.push(chunk as Buffer)
      if (!out.writableNeedDrain) continue
      await new Promise<void>((resolve) => out.once('drain', () => resolve()))
    }
    file.push(new Uint8Array(0), true)
  }
  zip.end()
  await finished(out)
  if (failure) throw failure
}
