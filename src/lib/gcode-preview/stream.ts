import { batchBuffers } from './batch-writer'
import { GcodeModel } from './model'
import { GcodeParser } from './parser'
import type { ParseMessage } from './protocol'
import type { MoveBatch } from './types'

/** How often moves parsed so far are sent on, so the page can draw while the file streams. */
const FLUSH_MS = 120

type Post = (message: ParseMessage, transfer?: ArrayBuffer[]) => void

/**
 * Reads a byte stream through the parser, posting batches and progress. The worker's own copy of the
 * moves (`model`, for building the 3D view later) takes each batch before its buffers are handed
 * over to the page without copying.
 */
export async function parseStream(stream: ReadableStream<Uint8Array>, total: number, post: Post, model = new GcodeModel()): Promise<void> {
  const parser = new GcodeParser()
  const reader = stream.getReader()
  let loaded = 0
  let lastFlush = performance.now()
  const send = (batch: MoveBatch, type: 'batch' | 'done') => {
    model.append(batch)
    post({ type, batch, loaded, total, bounds: { ...model.bounds }, extrusions: model.extrusions }, batchBuffers(batch))
  }
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      loaded += value.length
      parser.push(value, (b) => send(b, 'batch'))
      const now = performance.now()
      if (now - lastFlush >= FLUSH_MS) {
        lastFlush = now
        const b = parser.flush()
        if (b) send(b, 'batch')
        else post({ type: 'progress', loaded, total })
      }
    }
    send(parser.finish(), 'done')
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}

/** Fetches the file and parses it as it downloads. */
export async function fetchAndParse(req: { url: string; size: number }, post: Post, model?: GcodeModel): Promise<void> {
  let res: Response
  try {
    res = await fetch(req.url)
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : 'Network error' })
    return
  }
  if (!res.ok || !res.body) {
    const data = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
    post({ type: 'error', message: data?.error?.message ?? 'Server error' })
    return
  }
  const total = Number(res.headers.get('Content-Length') ?? 0) || req.size
  await parseStream(res.body, total, post, model)
}

/** Parses a whole file at once (tests, small files): every batch in order. */
export function parseAll(bytes: Uint8Array, chunkSize = 1 << 16, batchSize?: number): MoveBatch[] {
  const p = new GcodeParser(batchSize)
  const batches: MoveBatch[] = []
  for (let i = 0; i < bytes.length; i += chunkSize) p.push(bytes.subarray(i, i + chunkSize), (b) => batches.push(b))
  batches.push(p.finish())
  return batches
}
