import { batchBuffers } from './batch-writer'
import { GcodeParser } from './parser'
import type { ParseMessage, ParseRequest } from './protocol'
import type { MoveBatch } from './types'

/** How often moves parsed so far are sent on, so the page can draw while the file streams. */
const FLUSH_MS = 120

type Post = (message: ParseMessage, transfer?: ArrayBuffer[]) => void

/** Reads a byte stream through the parser, posting batches and progress (the worker's whole job). */
export async function parseStream(stream: ReadableStream<Uint8Array>, total: number, post: Post): Promise<void> {
  const parser = new GcodeParser()
  const reader = stream.getReader()
  let loaded = 0
  let lastFlush = performance.now()
  const send = (batch: MoveBatch, type: 'batch' | 'done') => post({ type, batch, loaded, total }, batchBuffers(batch))
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
export async function fetchAndParse(req: ParseRequest, post: Post): Promise<void> {
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
  await parseStream(res.body, total, post)
}
