/**
 * "Find in files" of the search palette: the config root's files, read through the file download
 * (a few at a time, kept while their size and date stay the same) and searched line by line; large
 * texts in a worker. Huge and binary files are skipped and reported, not read.
 */
import { downloadFile } from '../moonraker/api/files'
import type { IndexedFile } from '../lib/files/file-index'
import { FIND_MAX_BYTES, findInText, looksBinary, type TextMatch } from '../lib/files/find-in-text'
import type { FindReply, FindRequest } from '../lib/files/find-protocol'
import { extensionOf } from '../lib/files/paths'
import { sessionPart } from './printer-session'

export type SkipReason = 'large' | 'binary' | 'failed'

export interface FileMatches {
  file: IndexedFile
  matches: TextMatch[]
}

export interface FindProgress {
  results: FileMatches[]
  skipped: { file: IndexedFile; reason: SkipReason }[]
  done: boolean
}

/** Texts at least this long are searched in the worker. */
const WORKER_CHARS = 256 * 1024
const PARALLEL = 3
const PER_FILE = 50
const BINARY_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'zip', 'gz', 'tgz', 'xz', 'bz2', '7z', 'bin', 'elf', 'so', 'db', 'sqlite', 'pdf', 'mp4'])

/** A file's text, or why it is not searched. */
type Read = { text: string } | { skip: SkipReason }

/** Texts read so far, by root/path@modified:size (a changed file is read again). */
const texts = sessionPart(() => new Map<string, Read>())
const keyOf = (f: IndexedFile) => `${f.root}/${f.path}@${f.modified}:${f.size}`

async function read(file: IndexedFile): Promise<Read> {
  if (file.size > FIND_MAX_BYTES) return { skip: 'large' }
  if (BINARY_EXTENSIONS.has(extensionOf(file.path))) return { skip: 'binary' }
  const cache = texts()
  const key = keyOf(file)
  const held = cache.get(key)
  if (held !== undefined) return held
  let result: Read
  try {
    const blob = await downloadFile(file.root, file.path).promise
    const text = blob.size > FIND_MAX_BYTES ? null : await blob.text()
    result = text === null ? { skip: 'large' } : looksBinary(text) ? { skip: 'binary' } : { text }
  } catch {
    return { skip: 'failed' }
  }
  cache.set(key, result)
  return result
}

let worker: Worker | null = null
let nextId = 1
const waiting = new Map<number, (m: TextMatch[]) => void>()

function searchInWorker(text: string, query: string): Promise<TextMatch[]> {
  if (!worker) {
    worker = new Worker(new URL('../workers/find-in-files.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (e: MessageEvent<FindReply>) => {
      waiting.get(e.data.id)?.(e.data.matches)
      waiting.delete(e.data.id)
    }
  }
  const id = nextId++
  const request: FindRequest = { id, text, query, limit: PER_FILE }
  worker.postMessage(request)
  return new Promise((resolve) => waiting.set(id, resolve))
}

const search = (text: string, query: string) => (text.length >= WORKER_CHARS && typeof Worker === 'function' ? searchInWorker(text, query) : Promise.resolve(findInText(text, query, PER_FILE)))

/**
 * Searches `files` for `query`, reporting progress as files finish; `cancelled()` stops it between
 * files (a newer query). Results keep the files' order.
 */
export async function findInFiles(files: readonly IndexedFile[], query: string, report: (p: FindProgress) => void, cancelled: () => boolean): Promise<void> {
  const found = new Map<IndexedFile, TextMatch[]>()
  const skipped: FindProgress['skipped'] = []
  const snapshot = (done: boolean): FindProgress => ({ results: files.filter((f) => found.get(f)?.length).map((f) => ({ file: f, matches: found.get(f) ?? [] })), skipped: [...skipped], done })
  let at = 0
  const lane = async () => {
    while (at < files.length && !cancelled()) {
      const file = files[at++]
      const got = await read(file)
      if (cancelled()) return
      if ('text' in got) found.set(file, await search(got.text, query))
      else skipped.push({ file, reason: got.skip })
      if (!cancelled()) report(snapshot(false))
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, lane))
  if (!cancelled()) report(snapshot(true))
}
