import { batchBuffers } from './batch-writer'
import { GcodeModel } from './model'
import { GcodeParser } from './parser'
import type { ParseMessage } from './protocol'
import { contentLengthOf, rangeFrom, resumedPart } from './resume'
import type { MoveBatch } from './types'

/** How often moves parsed so far are sent on, so the page can draw while the file streams. */
const FLUSH_MS = 120

type Post = (message: ParseMessage, transfer?: ArrayBuffer[]) => void

/**
 * One file's parse, across as many downloads as it takes: a download cut off halfway is resumed from
 * the bytes already read (the parser keeps the unfinished line), so the layers parsed stay and grow.
 * Batches go to the page as they fill; the worker's own copy of the moves (`model`, for building the
 * 3D view later) takes each batch before its buffers are handed over without copying.
 */
export class PreviewDownload {
  private readonly parser = new GcodeParser()
  /** Bytes of the file read into the parser. */
  private loaded = 0
  private lastFlush = performance.now()

  constructor(
    private total: number,
    private readonly post: Post,
    private readonly model = new GcodeModel(),
  ) {}

  private send(batch: MoveBatch, type: 'batch' | 'done'): void {
    this.model.append(batch)
    this.post({ type, batch, loaded: this.loaded, total: this.total, bounds: { ...this.model.bounds }, extrusions: this.model.extrusions }, batchBuffers(batch))
  }

  /** Downloads the file, or the rest of it once some was read, and parses it as it arrives. */
  async fetch(url: string): Promise<void> {
    const from = this.loaded
    let res: Response
    try {
      res = await fetch(url, { headers: rangeFrom(from) })
    } catch (error) {
      if (from > 0) return this.cut(true)
      this.post({ type: 'error', message: error instanceof Error ? error.message : 'Network error' })
      return
    }
    if (from === 0) {
      if (!res.ok || !res.body) return this.refused(res)
      this.total = contentLengthOf(res) || this.total
      return this.read(res.body, 0)
    }
    const part = res.body ? resumedPart(res.status, contentLengthOf(res), from, this.total) : null
    if (!part || !res.body) {
      void res.body?.cancel().catch(() => undefined)
      // A server still starting (502/503) may serve the rest in a moment; a missing or changed file never will.
      return this.cut(res.status >= 500)
    }
    return this.read(res.body, part.skip)
  }

  /** The cut file ends here: what was parsed, without the line the cut split, is the whole preview. */
  stop(): void {
    this.send(this.parser.finishCut(), 'done')
  }

  private async refused(res: Response): Promise<void> {
    const data = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
    this.post({ type: 'error', message: data?.error?.message ?? 'Server error' })
  }

  private cut(retry: boolean): void {
    const b = this.parser.flush()
    if (b) this.send(b, 'batch')
    this.post({ type: 'cut', loaded: this.loaded, total: this.total, retry })
  }

  /** Reads a stream through the parser; its first `skip` bytes were read before (a server that ignored the Range). */
  private async read(stream: ReadableStream<Uint8Array>, skip: number): Promise<void> {
    const reader = stream.getReader()
    try {
      for (;;) {
        let next: ReadableStreamReadResult<Uint8Array>
        try {
          next = await reader.read()
        } catch {
          return this.cut(true)
        }
        if (next.done) break
        let value = next.value
        if (skip > 0) {
          const n = Math.min(skip, value.length)
          skip -= n
          value = value.subarray(n)
        }
        this.loaded += value.length
        this.parser.push(value, (b) => this.send(b, 'batch'))
        const now = performance.now()
        if (now - this.lastFlush >= FLUSH_MS) {
          this.lastFlush = now
          const b = this.parser.flush()
          if (b) this.send(b, 'batch')
          else this.post({ type: 'progress', loaded: this.loaded, total: this.total })
        }
      }
      // A connection closed early, without an error, is a cut too.
      if (this.loaded < this.total) return this.cut(true)
      this.send(this.parser.finish(), 'done')
    } catch (error) {
      this.post({ type: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }
}

/** Parses a whole file at once (tests, small files): every batch in order. */
export function parseAll(bytes: Uint8Array, chunkSize = 1 << 16, batchSize?: number): MoveBatch[] {
  const p = new GcodeParser(batchSize)
  const batches: MoveBatch[] = []
  for (let i = 0; i < bytes.length; i += chunkSize) p.push(bytes.subarray(i, i + chunkSize), (b) => batches.push(b))
  batches.push(p.finish())
  return batches
}
