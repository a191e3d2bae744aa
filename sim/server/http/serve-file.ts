import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname } from 'node:path'
import { ApiError } from '../types'

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

/** Streams a file with Content-Length, honouring a single byte range (video players ask for one). */
export async function serveFile(req: IncomingMessage, res: ServerResponse, abs: string): Promise<void> {
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
  let start = 0
  let end = st.size - 1
  let status = 200
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '')
  if (range && st.size > 0 && (range[1] || range[2])) {
    start = range[1] ? Number(range[1]) : Math.max(0, st.size - Number(range[2]))
    end = range[1] && range[2] ? Math.min(Number(range[2]), st.size - 1) : st.size - 1
    if (start > end || start >= st.size) {
      res.writeHead(416, { 'Content-Range': `bytes */${st.size}` })
      res.end()
      return
    }
    status = 206
    headers['Content-Range'] = `bytes ${start}-${end}/${st.size}`
  }
  headers['Content-Length'] = st.size === 0 ? 0 : end - start + 1
  res.writeHead(status, headers)
  if (st.size === 0 || req.method === 'HEAD') {
    res.end()
    return
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(abs, { start, end })
    stream.on('error', () => {
      res.destroy()
      resolve()
    })
    res.on('close', () => {
      stream.destroy()
      resolve()
    })
    stream.pipe(res)
  })
}
