import type { IncomingMessage } from 'node:http'
import { ApiError, type Params } from '../types'

const MAX_BODY_BYTES = 32 * 1024 * 1024

/** Query keys used for authentication, never passed on as method arguments. */
const AUTH_KEYS = new Set(['token', 'access_token'])

function hinted(key: string, value: string): [string, unknown] {
  const colon = key.lastIndexOf(':')
  if (colon <= 0) return [key, value]
  const name = key.slice(0, colon)
  switch (key.slice(colon + 1)) {
    case 'int':
      return [name, parseInt(value, 10)]
    case 'float':
      return [name, parseFloat(value)]
    case 'bool':
      return [name, value.toLowerCase() === 'true' || value === '1']
    case 'json':
      try {
        return [name, JSON.parse(value)]
      } catch {
        throw new ApiError(400, `Invalid JSON value for argument '${name}'`)
      }
    default:
      return [key, value]
  }
}

/** Query string arguments with Moonraker's type hints (?seconds:int=120&value:json=…). */
export function queryParams(search: URLSearchParams): Params {
  const out: Params = {}
  for (const [k, v] of search) {
    if (AUTH_KEYS.has(k)) continue
    const [name, value] = hinted(k, v)
    out[name] = value
  }
  return out
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > MAX_BODY_BYTES) {
        reject(new ApiError(413, 'Request body too large'))
        req.destroy()
        return
      }
      chunks.push(c)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/**
 * Body arguments, as Moonraker reads them: a JSON object when the request says application/json (a
 * body that does not parse is ignored), form fields when it is form-encoded, and nothing otherwise
 * (a JSON text sent as text/plain is not read). They take precedence over the query string.
 */
export function bodyParams(body: Buffer, contentType: string | undefined): Params {
  const text = body.toString('utf8').trim()
  const type = contentType?.trim() ?? ''
  if (!text) return {}
  if (type.startsWith('application/x-www-form-urlencoded')) return queryParams(new URLSearchParams(text))
  if (!type.startsWith('application/json')) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return {}
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(400, 'The request body must be a JSON object')
  }
  return parsed as Params
}

/** Every argument of a request: the query string, then the body (GET requests have none). */
export async function requestArgs(req: IncomingMessage, url: URL): Promise<Params> {
  const body = req.method === 'GET' || req.method === 'HEAD' ? Buffer.alloc(0) : await readBody(req)
  return { ...queryParams(url.searchParams), ...bodyParams(body, req.headers['content-type']) }
}
