import busboy from 'busboy'
import { createHash } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, rename, unlink } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ApiError, type RequestContext } from '../types'
import { sendError, sendJson } from '../http/reply'
import { itemInfo, statOrNull, type ItemInfo } from './items'
import type { FileManager } from './manager'
import { isGcodeFile } from './roots'

interface ReceivedFile {
  filename: string
  tmpPath: string
  size: number
  sha256: string
}

interface ReceivedForm {
  fields: Record<string, string>
  file: ReceivedFile | null
}

export interface UploadResult {
  item: ItemInfo
  /** Only for G-code files, as Moonraker answers. */
  print_started?: boolean
  print_queued?: boolean
  action: 'create_file'
}

class UploadAborted extends Error {}

const HOLD_POLL_MS = 100

let uploadCounter = 0

/**
 * POST /server/files/upload. The file part streams straight to a temp file beside the roots
 * (fields may follow the file, so the destination is only known at the end) and is renamed into
 * place once complete; an aborted or failed upload leaves nothing behind.
 */
export async function handleUpload(fm: FileManager, req: IncomingMessage, res: ServerResponse, rctx: RequestContext): Promise<void> {
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
    req.resume()
    sendError(res, new ApiError(400, 'Uploads must be multipart/form-data'))
    return
  }
  await mkdir(fm.uploadDir, { recursive: true })
  let form: ReceivedForm
  try {
    form = await receiveForm(req, fm.uploadDir)
  } catch (err) {
    // The client is gone after an abort; there is nobody to answer.
    if (!(err instanceof UploadAborted)) sendError(res, err)
    return
  }
  const gone = () => res.destroyed || !res.socket || res.socket.destroyed
  while (fm.deps.holdUploads?.() && !gone()) await sleep(HOLD_POLL_MS)
  if (gone()) {
    if (form.file) await unlink(form.file.tmpPath).catch(() => undefined)
    return
  }
  try {
    const result = await finishUpload(fm, form, rctx)
    const location = `/server/files/${result.item.root}/${result.item.path.split('/').map(encodeURIComponent).join('/')}`
    // Moonraker answers an upload with the bare item, not wrapped in 'result'.
    sendJson(res, 201, result, { Location: location })
  } catch (err) {
    if (form.file) await unlink(form.file.tmpPath).catch(() => undefined)
    sendError(res, err)
  }
}

function receiveForm(req: IncomingMessage, tmpDir: string): Promise<ReceivedForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      // preservePath: the file name may carry the sub folder ('sub/dir/part.gcode').
      // Browsers send the name's UTF-8 bytes as they are; busboy would read them as latin1.
      parser = busboy({ headers: req.headers, preservePath: true, defParamCharset: 'utf8' })
    } catch (err) {
      req.resume()
      reject(new ApiError(400, `Unreadable upload: ${(err as Error).message}`))
      return
    }
    const fields: Record<string, string> = {}
    let file: ReceivedFile | null = null
    let writer: WriteStream | null = null
    let written: Promise<void> = Promise.resolve()
    let settled = false

    const fail = (err: Error): void => {
      if (settled) return
      settled = true
      req.unpipe(parser)
      req.resume()
      const w = writer
      const tmp = file?.tmpPath
      if (w && tmp) {
        // Unlink only once the stream has closed, or a late open() would recreate the file.
        if (w.closed) void unlink(tmp).catch(() => undefined)
        else w.once('close', () => void unlink(tmp).catch(() => undefined)).destroy()
      }
      reject(err)
    }

    parser.on('field', (name, value) => {
      fields[name] = value
    })
    parser.on('file', (_name, stream, info) => {
      if (file) {
        stream.resume()
        return
      }
      uploadCounter += 1
      const received: ReceivedFile = {
        filename: info.filename ?? '',
        tmpPath: join(tmpDir, `upload-${process.pid}-${Date.now()}-${uploadCounter}.part`),
        size: 0,
        sha256: '',
      }
      file = received
      const hash = createHash('sha256')
      const out = createWriteStream(received.tmpPath)
      writer = out
      written = new Promise<void>((done, broken) => {
        out.on('finish', () => {
          received.sha256 = hash.digest('hex')
          done()
        })
        out.on('error', broken)
        stream.on('error', broken)
      })
      written.catch(() => undefined)
      stream.on('data', (chunk: Buffer) => {
        hash.update(chunk)
        received.size += chunk.length
      })
      stream.pipe(out)
    })
    parser.on('close', () => {
      written.then(
        () => {
          if (settled) return
          settled = true
          resolve({ fields, file })
        },
        (err: Error) => fail(err),
      )
    })
    parser.on('error', (err: Error) => fail(new ApiError(400, `Unreadable upload: ${err.message}`)))
    req.on('close', () => {
      if (!req.complete) fail(new UploadAborted('Upload aborted'))
    })
    req.pipe(parser)
  })
}

async function finishUpload(fm: FileManager, form: ReceivedForm, rctx: RequestContext): Promise<UploadResult> {
  const { fields, file } = form
  if (!file || file.filename.trim() === '') throw new ApiError(400, 'The upload has no file name')
  const rootName = (fields.root ?? 'gcodes').toLowerCase()
  if (!fm.roots.has(rootName)) throw new ApiError(400, `Unknown root '${rootName}'`)
  const root = fm.roots.get(rootName)
  if (!root.policy.write) throw new ApiError(403, `The '${rootName}' root is read-only`)
  const folder = (fields.path ?? '').replace(/^\/+|\/+$/g, '')
  const name = file.filename.trim().replace(/^\/+/, '')
  const target = fm.roots.resolveIn(rootName, folder ? `${folder}/${name}` : name)
  if (target.rel === '') throw new ApiError(400, 'The upload has no file name')
  if (fields.checksum && fields.checksum.toLowerCase() !== file.sha256) {
    throw new ApiError(422, `Checksum mismatch: sent ${fields.checksum}, the received file has ${file.sha256}`)
  }
  fm.checkNotInUse(target, 'The file is being printed and cannot be replaced')
  if ((await statOrNull(target.abs))?.isDirectory()) throw new ApiError(409, `'${target.rel}' is a folder`)

  // Missing sub folders are created, each announced like any new folder.
  const parts = target.rel.split('/').slice(0, -1)
  fm.expectChanges(rootName, [target.rel, ...parts.map((_, i) => parts.slice(0, i + 1).join('/'))])
  const newDirs: string[] = []
  for (let i = 1; i <= parts.length; i++) {
    const rel = parts.slice(0, i).join('/')
    const dir = fm.roots.resolveIn(rootName, rel)
    if (!(await statOrNull(dir.abs))) {
      await mkdir(dir.abs)
      newDirs.push(rel)
    }
  }
  await rename(file.tmpPath, target.abs)
  for (const rel of newDirs) fm.notify({ action: 'create_dir', item: await itemInfo(fm.roots.resolveIn(rootName, rel)) })
  const change = fm.notify({ action: 'create_file', item: await itemInfo(target) })

  let printStarted = false
  const gcode = rootName === 'gcodes' && isGcodeFile(target.rel)
  if (gcode) {
    fm.metadata.scheduleScan(target.rel)
    if (String(fields.print ?? '').toLowerCase() === 'true') {
      fm.announceUploadPrint(target.rel, rctx.user?.username ?? null)
      try {
        // The history job wants the metadata, so wait for the scan before starting.
        await fm.metadata.get(target.rel)
        await fm.deps.klippy.startPrint(target.rel)
        printStarted = true
      } catch {
        printStarted = false
      }
    }
  }
  // Moonraker reports print flags only for G-code files.
  return gcode ? { item: change.item, print_started: printStarted, print_queued: false, action: 'create_file' } : { item: change.item, action: 'create_file' }
}
