import { downloadFile, uploadFile } from '../moonraker/api/files'
import type { Moonraker } from '../moonraker/client'
import { errorMessage, MoonrakerError } from '../moonraker/errors'
import type { TransferProgress } from '../moonraker/http'
import type { UploadResult } from '../moonraker/types'
import { joinPath } from '../lib/files/paths'
import { transferPercent, transferRate, type FolderUpload } from '../lib/files/transfer'
import { reportError } from './errors'
import { useSessionStore, whenSocketOpen } from './session'
import { activeClient } from './socket-link'
import { showToast } from './toasts'
import { useTransfersStore, type Transfer } from './transfer-list'

export const CANCELLED_MESSAGE = 'User cancelled.'
/** Progress reaches the store at most this often; a 50 MB upload fires thousands of events. */
const PROGRESS_INTERVAL_MS = 100
/** A finished transfer stays listed briefly so its 100 % is seen. */
const LINGER_MS = 600

const cancels = new Map<string, () => void>()
let nextId = 1

function update(id: string, change: Partial<Transfer>): void {
  useTransfersStore.setState((s) => ({ transfers: s.transfers.map((t) => (t.id === id ? { ...t, ...change } : t)) }))
}

function find(id: string): Transfer | undefined {
  return useTransfersStore.getState().transfers.find((t) => t.id === id)
}

function remove(id: string, delay = 0): void {
  cancels.delete(id)
  const drop = () => useTransfersStore.setState((s) => ({ transfers: s.transfers.filter((t) => t.id !== id) }))
  if (delay) setTimeout(drop, delay)
  else drop()
}

function add(kind: Transfer['kind'], root: string, filepath: string, size: number): string {
  const id = `${kind}-${nextId++}`
  const transfer: Transfer = { id, kind, root, filepath, size, loaded: 0, percent: 0, speed: 0, unit: 'kB', cancelled: false, complete: false, waiting: false, error: null, connectionLost: false }
  useTransfersStore.setState((s) => ({ transfers: [...s.transfers, transfer] }))
  return id
}

/** A progress callback that writes to the store at a bounded rate, always passing the last event. */
function progressWriter(id: string, size: number): (p: TransferProgress) => void {
  let last = 0
  return (p) => {
    const now = performance.now()
    const total = p.total || size
    if (now - last < PROGRESS_INTERVAL_MS && p.loaded < total) return
    last = now
    update(id, { loaded: p.loaded, size: total, percent: transferPercent(p.loaded, total), ...transferRate(p.speed) })
  }
}

function isCancel(error: unknown): boolean {
  return error instanceof MoonrakerError && error.code === -1
}

/** What one upload needs to run again after a failure. */
interface UploadJob {
  /** The printer the upload was given to: a queued file still goes there after a switch to another. */
  on: Moonraker | null
  file: Blob
  name: string
  root: string
  dir: string
  print: boolean
  /** Settles the caller's promise once the upload has succeeded, failed or been cancelled. */
  settle(result: UploadResult | undefined): void
}

const jobs = new Map<string, UploadJob>()
/** The user's uploads go one at a time, in the order they were given. */
const queue: string[] = []
let draining = false

/** Cancels a transfer: an upload not started yet leaves the queue, a running one is aborted, a failed one is dismissed. */
export function cancelTransfer(id: string): void {
  const transfer = find(id)
  if (transfer?.error !== null && transfer?.error !== undefined) {
    jobs.delete(id)
    remove(id)
    return
  }
  const place = queue.indexOf(id)
  if (place >= 0) {
    // Not started yet: it leaves the queue and the panel at once.
    queue.splice(place, 1)
    jobs.get(id)?.settle(undefined)
    jobs.delete(id)
    remove(id)
    return
  }
  update(id, { cancelled: true })
  cancels.get(id)?.()
}

/** Sends one upload; a failure other than the user's cancel is reported and returned. */
async function send(id: string, job: UploadJob): Promise<{ result?: UploadResult; error?: unknown }> {
  const transfer = uploadFile(job.file, job.name, job.root, job.dir, job.print, progressWriter(id, job.file.size), job.on ?? undefined)
  cancels.set(id, transfer.cancel)
  try {
    const result = await transfer.promise
    update(id, { loaded: job.file.size, size: job.file.size, percent: 100, complete: true })
    remove(id, LINGER_MS)
    return { result }
  } catch (error) {
    cancels.delete(id)
    if (isCancel(error)) return {}
    // A refused session goes through the one door for 401; every other failure is told (SPEC §8).
    reportError(error)
    return { error }
  }
}

/** After an upload lost its connection, how long the next one waits to see whether the socket goes down too. */
const CONNECTION_SETTLE_MS = 2000

/** Resolves once the socket is not open, or after `ms` with it still open. */
function socketDropWithin(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, ms)
    const unsubscribe = useSessionStore.subscribe((s) => s.socket.phase !== 'open' && done())
    if (useSessionStore.getState().socket.phase !== 'open') done()
  })
}

async function drain(): Promise<void> {
  if (draining) return
  draining = true
  try {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const job = jobs.get(id)
      if (!job) continue
      if (!find(id)?.cancelled && job.on === activeClient() && useSessionStore.getState().socket.phase !== 'open') {
        // The printer is away (restarting, rebooting, Wi-Fi gone): this file and those behind it wait for it.
        const wait = new AbortController()
        cancels.set(id, () => wait.abort())
        update(id, { waiting: true })
        await whenSocketOpen(wait.signal)
        cancels.delete(id)
        update(id, { waiting: false })
      }
      if (find(id)?.cancelled) {
        jobs.delete(id)
        remove(id)
        job.settle(undefined)
        continue
      }
      const { result, error } = await send(id, job)
      if (error !== undefined) {
        const connectionLost = error instanceof MoonrakerError && error.isNetwork
        update(id, { error: errorMessage(error), connectionLost, speed: 0 })
        // A restarting host cuts the upload a moment before the socket notices: the files behind it
        // must not start against the dying server, but wait for it with the rest.
        if (connectionLost) await socketDropWithin(CONNECTION_SETTLE_MS)
      } else {
        jobs.delete(id)
        if (!result) remove(id)
      }
      job.settle(result)
    }
  } finally {
    draining = false
  }
}

function enqueue(id: string, job: Omit<UploadJob, 'settle'>): Promise<UploadResult | undefined> {
  return new Promise((settle) => {
    jobs.set(id, { ...job, settle })
    queue.push(id)
    void drain()
  })
}

/** Sends a failed upload again, behind any still queued. */
export function retryUpload(id: string): void {
  const job = jobs.get(id)
  if (!job) return
  update(id, { error: null, connectionLost: false, cancelled: false, loaded: 0, percent: 0, speed: 0 })
  void enqueue(id, job)
}

/** Uploads one file into root/dir; resolves the server's reply, or undefined when cancelled or failed. */
export async function uploadOne(file: Blob, name: string, root: string, dir: string, print: boolean): Promise<UploadResult | undefined> {
  const id = add('upload', root, joinPath(dir, name), file.size)
  const { result, error } = await send(id, { on: activeClient(), file, name, root, dir, print, settle: () => undefined })
  // The caller (a new file, the editor's save) keeps the content and says what failed.
  if (error !== undefined || !result) remove(id)
  return result
}

/**
 * Uploads files one after another into root/dir. Only a single file may start a print: several
 * files never print (SPEC §4). A failed file stays listed with Retry; the rest go on. A file given
 * with a sub-folder (a picked folder, see folderUploads) lands in dir/sub-folder; the server makes
 * missing folders.
 */
export async function uploadFiles(list: readonly (File | FolderUpload<File>)[], root: string, dir: string, print = false): Promise<void> {
  const printIt = print && list.length === 1
  const on = activeClient()
  const queued = list.map((item) => {
    const { file, sub } = item instanceof Blob ? { file: item, sub: '' } : { file: item.file, sub: item.dir }
    const target = joinPath(dir, sub)
    return { file, target, id: add('upload', root, joinPath(target, file.name), file.size) }
  })
  await Promise.all(queued.map(({ file, target, id }) => enqueue(id, { on, file, name: file.name, root, dir: target, print: printIt })))
}

/** Fetches a file with tracked progress; undefined when cancelled or failed. */
export async function fetchFile(root: string, path: string, size: number): Promise<Blob | undefined> {
  const id = add('download', root, path, size)
  const transfer = downloadFile(root, path, progressWriter(id, size))
  cancels.set(id, transfer.cancel)
  try {
    const blob = await transfer.promise
    update(id, { loaded: blob.size, percent: 100, complete: true })
    remove(id, LINGER_MS)
    return blob
  } catch (error) {
    remove(id)
    // A cancelled download says so; any other failure answers the user's own click: the server's message (SPEC-NOTES).
    if (isCancel(error)) showToast({ type: 'info', message: CANCELLED_MESSAGE })
    else reportError(error)
    return undefined
  }
}

/** Downloads a file and hands it to the browser to save. */
export async function downloadToDisk(root: string, path: string, size: number): Promise<void> {
  const blob = await fetchFile(root, path, size)
  if (!blob) return
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = path.slice(path.lastIndexOf('/') + 1)
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
