import { create } from 'zustand'
import { downloadFile, uploadFile } from '../moonraker/api/files'
import { MoonrakerError } from '../moonraker/errors'
import type { TransferProgress } from '../moonraker/http'
import type { UploadResult } from '../moonraker/types'
import { joinPath } from '../lib/files/paths'
import { transferPercent, transferRate, type TransferUnit } from '../lib/files/transfer'
import { reportError } from './errors'
import { showToast } from './toasts'

/** One upload or download in flight (SPEC §3 transfer progress). */
export interface Transfer {
  id: string
  kind: 'upload' | 'download'
  root: string
  /** Path inside the root, as the user sees it. */
  filepath: string
  size: number
  loaded: number
  percent: number
  speed: number
  unit: TransferUnit
  cancelled: boolean
  complete: boolean
}

interface TransfersStore {
  transfers: Transfer[]
}

export const useTransfersStore = create<TransfersStore>(() => ({ transfers: [] }))

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

function remove(id: string, delay = 0): void {
  cancels.delete(id)
  const drop = () => useTransfersStore.setState((s) => ({ transfers: s.transfers.filter((t) => t.id !== id) }))
  if (delay) setTimeout(drop, delay)
  else drop()
}

function add(kind: Transfer['kind'], root: string, filepath: string, size: number): string {
  const id = `${kind}-${nextId++}`
  const transfer: Transfer = { id, kind, root, filepath, size, loaded: 0, percent: 0, speed: 0, unit: 'kB', cancelled: false, complete: false }
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

/** Cancels a transfer: an upload not started yet is skipped, a running one is aborted. */
export function cancelTransfer(id: string): void {
  update(id, { cancelled: true })
  cancels.get(id)?.()
}

function isCancel(error: unknown): boolean {
  return error instanceof MoonrakerError && error.code === -1
}

/** Uploads one file into root/dir; resolves the server's reply, or undefined when cancelled or failed. */
export async function uploadOne(file: Blob, name: string, root: string, dir: string, print: boolean, queuedId?: string): Promise<UploadResult | undefined> {
  const id = queuedId ?? add('upload', root, joinPath(dir, name), file.size)
  if (useTransfersStore.getState().transfers.find((t) => t.id === id)?.cancelled) {
    remove(id)
    return undefined
  }
  const transfer = uploadFile(file, name, root, dir, print, progressWriter(id, file.size))
  cancels.set(id, transfer.cancel)
  try {
    const result = await transfer.promise
    update(id, { loaded: file.size, percent: 100, complete: true })
    remove(id, LINGER_MS)
    return result
  } catch (error) {
    remove(id)
    if (!isCancel(error)) reportError(error)
    return undefined
  }
}

/**
 * Uploads files one after another into root/dir. Only a single file may start a print: several
 * files never print (SPEC §4).
 */
export async function uploadFiles(list: readonly File[], root: string, dir: string, print = false): Promise<void> {
  const printIt = print && list.length === 1
  const queued = list.map((file) => ({ file, id: add('upload', root, joinPath(dir, file.name), file.size) }))
  for (const { file, id } of queued) await uploadOne(file, file.name, root, dir, printIt, id)
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
