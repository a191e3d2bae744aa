import type { IncomingMessage, ServerResponse } from 'node:http'
import { ApiError, type RawRoute } from '../types'
import { sendJson } from '../http/reply'
import { serveFile, SLOW_DOWNLOAD_BYTES_PER_S } from '../http/serve-file'
import type { FileManager } from './manager'
import { handleUpload } from './upload'

const PREFIX = '/server/files/'
/** The log files Moonraker still serves at their old addresses. */
const LEGACY_LOGS = new Set(['klippy.log', 'moonraker.log'])

/** '/server/files/gcodes/sub/a%20b.gcode' → ['gcodes', 'sub/a b.gcode']; null when not under a root. */
function splitFilePath(fm: FileManager, pathname: string): [string, string] | null {
  const rest = pathname.slice(PREFIX.length)
  const slash = rest.indexOf('/')
  if (slash <= 0) return null
  let root: string
  try {
    root = decodeURIComponent(rest.slice(0, slash))
  } catch {
    return null
  }
  if (!fm.roots.has(root)) return null
  try {
    return [root, rest.slice(slash + 1).split('/').map(decodeURIComponent).join('/')]
  } catch {
    throw new ApiError(400, `Invalid path: ${pathname}`)
  }
}

async function download(fm: FileManager, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const rest = url.pathname.slice(PREFIX.length)
  if (LEGACY_LOGS.has(rest) && fm.roots.has('logs')) {
    await serveFile(req, res, fm.roots.resolveIn('logs', rest).abs)
    return true
  }
  const parts = splitFilePath(fm, url.pathname)
  if (!parts) return false
  await serveFile(req, res, fm.roots.resolveIn(parts[0], parts[1]).abs, fm.deps.slowDownloads?.() ? SLOW_DOWNLOAD_BYTES_PER_S : undefined)
  return true
}

async function remove(fm: FileManager, res: ServerResponse, url: URL): Promise<boolean> {
  const parts = splitFilePath(fm, url.pathname)
  if (!parts) return false
  sendJson(res, 200, { result: await fm.deleteFile(`${parts[0]}/${parts[1]}`) })
  return true
}

/** The streaming routes: upload, download and DELETE of /server/files/{root}/{path}. */
export function fileRoutes(fm: FileManager): RawRoute[] {
  return [
    {
      verb: 'POST',
      prefix: '/server/files/upload',
      handler: async (req, res, rctx, url) => {
        if (url.pathname !== '/server/files/upload' && url.pathname !== '/server/files/upload/') return false
        await handleUpload(fm, req, res, rctx)
        return true
      },
    },
    { verb: 'GET', prefix: PREFIX, handler: (req, res, _ctx, url) => download(fm, req, res, url) },
    { verb: 'DELETE', prefix: PREFIX, handler: (_req, res, _ctx, url) => remove(fm, res, url) },
  ]
}
