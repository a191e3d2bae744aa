import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Transform } from 'node:stream'
import { extname } from 'node:path'
import { ApiError } from '../types'
import { byteRange } from './byte-range'

const CONTENT_TYPES: Record<string, string> = {
  '.gcode': 'text/plain; charset=utf-8',
  '.g': 'text/plain; charset=utf-8',
  '.gco': 'text/plain; charset=utf-8',
  '.nc': 'text/plain; charset=utf-8',
  '.cfg': 'text/plain; charset=utf-8',
  '.conf': 'text/plain; charset=utf-8',
  '.log': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.zip': 'application/zip',
}

/** The slow-downloads fault's pace. */
export const SLOW_DOWNLOAD_BYTES_PER_S = 2 * 1024 * 1024

/** Passes chunks on no faster than `bytesPerSecond`. */
function paced(bytesPerSecond: number): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      setTimeout(() => done(null, chunk), (chunk.length / bytesPerSecond) * 1000)
    },
  })
}

/**
 * Streams a file with Content-Length, honouring a single byte range as Moonraker does (byte-range.ts);
 * `bytesPerSecond` slows it down (the slow-downloads fault).
 */
export async function serveFile(req: IncomingMessage, res: ServerResponse, abs: string, bytesPerSecond?: number): Promise<void> {
  let st
  try {
    st = await stat(abs)
  } catch {
    throw new ApiError(404, 'No such file')
  }
  if (!st.isFile()) throw new ApiError(404, 'No such file')
  const headers: Record<string, string | number> = {
    'Content-Type': CONTENT_TYPES[extname(abs).toLowerCase()] ?? 'application/octet-stream',
    'Last-Modified': st.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
  }
  const range = byteRange(req.headers.range, st.size)
  if (range.status === 416) {
    res.writeHead(416, { ...headers, 'Content-Type': 'text/plain', 'Content-Range': `bytes */${st.size}`, 'Content-Length': 0 })
    res.end()
    return
  }
  const { start, end } = range
  if (range.status === 206) headers['Content-Range'] = `bytes ${start}-${end - 1}/${st.size}`
  headers['Content-Length'] = end - start
  res.writeHead(range.status, headers)
  if (end === start || req.method === 'HEAD') {
    res.end()
    return
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(abs, { start, end: end - 1 })
    stream.on('error', () => {
      res.destroy()
      resolve()
    })
    res.on('close', () => {
      stream.destroy()
      resolve()
    })
    if (bytesPerSecond) stream.pipe(paced(bytesPerSecond)).pipe(res)
    else stream.pipe(res)
  })
}
