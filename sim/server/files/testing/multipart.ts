import { createReadStream } from 'node:fs'
import { request, type IncomingMessage } from 'node:http'

export interface UploadResponse {
  status: number
  headers: IncomingMessage['headers']
  body: { result?: Record<string, unknown>; error?: { code: number; message: string } }
}

/**
 * Streams a multipart upload the way a browser sends it: the file part first, then the
 * form fields. `source` is a Buffer or the path of a file on disk (streamed, never loaded).
 */
export function uploadMultipart(
  baseUrl: string,
  filename: string,
  source: Buffer | { path: string; size: number },
  fields: Record<string, string> = {},
): Promise<UploadResponse> {
  const boundary = `----StratumBoundary${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  )
  const tail = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `\r\n--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}`)
      .join('') + `\r\n--${boundary}--\r\n`,
  )
  const size = Buffer.isBuffer(source) ? source.length : source.size
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}/server/files/upload`,
      {
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': head.length + size + tail.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
        })
      },
    )
    req.on('error', reject)
    req.write(head)
    if (Buffer.isBuffer(source)) {
      req.write(source)
      req.end(tail)
    } else {
      const stream = createReadStream(source.path)
      stream.on('end', () => req.end(tail))
      stream.pipe(req, { end: false })
    }
  })
}

/** Sends the start of an upload and then drops the connection, like a closed browser tab. */
export function abortedUpload(baseUrl: string, filename: string, partial: Buffer): Promise<void> {
  const boundary = '----StratumAbort'
  return new Promise((resolve) => {
    const req = request(`${baseUrl}/server/files/upload`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': 10_000_000 },
    })
    req.on('error', () => resolve())
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`)
    req.write(partial, () => {
      setTimeout(() => {
        req.destroy()
        resolve()
      }, 50)
    })
  })
}
