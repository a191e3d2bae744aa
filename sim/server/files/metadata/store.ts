import { randomUUID } from 'node:crypto'
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { isGcodeFile } from '../roots'
import { END_BYTES, readFileEnds } from './read-ends'
import { parseSlicerFields, type SlicerFields } from './slicers'
import { findThumbnailBlocks, removeThumbnails, THUMBS_DIR, writeThumbnails, type ThumbnailInfo } from './thumbnails'

/** Moonraker's G-code metadata object (server.files.metadata). */
export interface GcodeMetadata extends Omit<SlicerFields, 'slicer'> {
  size: number
  modified: number
  uuid: string
  file_processors: string[]
  slicer?: string
  thumbnails?: ThumbnailInfo[]
  print_start_time?: number | null
  job_id?: string | null
  filename?: string
}

/** The last history job of a file, which the metadata reports as job_id and print_start_time. */
export type JobLookup = (filename: string) => { job_id: string; print_start_time: number } | null

/** Reads metadata once per file version (size + mtime) and keeps it in memory. */
export class MetadataStore {
  private readonly cache = new Map<string, GcodeMetadata>()
  private readonly pending = new Map<string, Promise<GcodeMetadata | null>>()
  private jobLookup: JobLookup = () => null
  private closed = false

  constructor(
    private readonly gcodesDir: string,
    private readonly log: (line: string) => void,
  ) {}

  setJobLookup(lookup: JobLookup): void {
    this.jobLookup = lookup
  }

  /** Cached metadata without touching the disk, with the job fields filled in. */
  peek(rel: string): GcodeMetadata | undefined {
    const cached = this.cache.get(rel)
    return cached ? this.withJob(rel, cached) : undefined
  }

  /** Metadata for a file of the gcodes root, extracted now if missing or stale; null for non-G-code. */
  async get(rel: string): Promise<GcodeMetadata | null> {
    if (!isGcodeFile(rel)) return null
    const inFlight = this.pending.get(rel)
    if (inFlight) await inFlight.catch(() => null)
    let st
    try {
      st = await stat(join(this.gcodesDir, rel))
    } catch {
      return null
    }
    if (!st.isFile()) return null
    const cached = this.cache.get(rel)
    if (cached && cached.size === st.size && cached.modified === st.mtimeMs / 1000) return this.withJob(rel, cached)
    const fresh = await this.extract(rel)
    return fresh ? this.withJob(rel, fresh) : null
  }

  /** Forces a new extraction (server.files.metascan). */
  async rescan(rel: string): Promise<GcodeMetadata | null> {
    const fresh = await this.extract(rel)
    return fresh ? this.withJob(rel, fresh) : null
  }

  /**
   * Extracts in the background after uploads and moves. Nothing is announced (Moonraker dropped
   * notify_metadata_update): a metadata request right after waits for the scan instead.
   */
  scheduleScan(rel: string): void {
    if (!isGcodeFile(rel) || this.closed) return
    // Registered as in flight at once, so a get() right after waits for it instead of reading twice.
    this.extract(rel).catch((err: unknown) => this.log(`Metadata scan of ${rel} failed: ${String(err)}`))
  }

  /**
   * Scans every G-code file of the root, one after another, without announcing each. The printers
   * of one process take turns: a farm starting at once would otherwise hold every file's ends at once.
   */
  scanAll(): Promise<void> {
    const turn = scanTurns.then(() => this.scanEach())
    scanTurns = turn.catch(() => undefined)
    return turn
  }

  private async scanEach(): Promise<void> {
    if (this.closed) return
    for (const rel of await listGcodes(this.gcodesDir, '')) {
      if (this.closed) return
      await this.get(rel).catch(() => null)
    }
  }

  /** Forgets a deleted file (or every file under a deleted folder) and removes its thumbnails. */
  async remove(rel: string, isDir = false): Promise<void> {
    const gone = isDir ? [...this.cache.keys()].filter((k) => k.startsWith(`${rel}/`)) : [rel]
    for (const key of gone) this.cache.delete(key)
    if (!isDir) await removeThumbnails(join(this.gcodesDir, rel))
  }

  /** A folder was moved: its files and their .thumbs moved with it, only the keys change. */
  renameDir(from: string, to: string): void {
    for (const [key, meta] of [...this.cache.entries()]) {
      if (key.startsWith(`${from}/`)) {
        this.cache.delete(key)
        this.cache.set(`${to}/${key.slice(from.length + 1)}`, meta)
      }
    }
  }

  close(): void {
    this.closed = true
  }

  private withJob(rel: string, meta: GcodeMetadata): GcodeMetadata {
    const job = this.jobLookup(rel)
    return { ...meta, print_start_time: job?.print_start_time ?? null, job_id: job?.job_id ?? null, filename: rel }
  }

  private extract(rel: string): Promise<GcodeMetadata | null> {
    const run = this.extractNow(rel).finally(() => {
      if (this.pending.get(rel) === run) this.pending.delete(rel)
    })
    this.pending.set(rel, run)
    return run
  }

  private async extractNow(rel: string): Promise<GcodeMetadata | null> {
    const abs = join(this.gcodesDir, rel)
    let st
    try {
      st = await stat(abs)
    } catch {
      this.cache.delete(rel)
      return null
    }
    let ends
    let thumbnails
    try {
      ends = await readFileEnds(abs)
      const thumbText = ends.size <= 2 * END_BYTES ? ends.head + ends.tail : ends.head
      thumbnails = await writeThumbnails(abs, findThumbnailBlocks(thumbText))
    } catch {
      // Deleted or moved while being read.
      this.cache.delete(rel)
      return null
    }
    // A copy: the fields are slices of the file's two ends and would keep that megabyte alive.
    const { slicer, ...fields } = structuredClone(parseSlicerFields(ends))
    const meta: GcodeMetadata = {
      size: st.size,
      modified: st.mtimeMs / 1000,
      uuid: randomUUID(),
      file_processors: [],
      slicer,
      ...fields,
    }
    if (thumbnails.length) meta.thumbnails = thumbnails
    this.cache.set(rel, meta)
    return meta
  }
}

/** The start-up scans of this process, in turn (scanAll). */
let scanTurns: Promise<unknown> = Promise.resolve()

async function listGcodes(root: string, rel: string): Promise<string[]> {
  const out: string[] = []
  let entries
  try {
    entries = await readdir(join(root, rel), { withFileTypes: true })
  } catch {
    return out
  }
  for (const e of entries) {
    const child = rel ? `${rel}/${e.name}` : e.name
    if (e.isDirectory()) {
      if (e.name !== THUMBS_DIR) out.push(...(await listGcodes(root, child)))
    } else if (isGcodeFile(e.name)) {
      out.push(child)
    }
  }
  return out
}
