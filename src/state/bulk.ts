import { create } from 'zustand'
import { errorMessage, isUnauthorized, MoonrakerError } from '../moonraker/errors'
import { runPool, type PoolResult } from '../lib/files/pool'
import { reportError } from './errors'
import { activeSession } from './printer-session'
import { whenSocketOpen } from './session'

/** Calls in flight while removing or moving many entries. */
export const BULK_CONCURRENCY = 8

/** Progress shows at most this often, so 10,000 calls do not mean 10,000 renders. */
const PROGRESS_INTERVAL_MS = 100

export type BulkKind = 'remove' | 'move'

export interface BulkOperation {
  kind: BulkKind
  total: number
  finished: number
  running: boolean
  cancelled: boolean
  failed: number
  /** The server's message of the first failure. */
  firstError: string | null
}

export const useBulkStore = create<{ operation: BulkOperation | null }>(() => ({ operation: null }))

let controller: AbortController | null = null

/** Times one entry is tried again after the connection dropped under it. */
const DROP_RETRIES = 3

/** A call cut by a dropped connection waits for the printer to come back and goes again: a blip loses nothing. */
function acrossDrops<T>(work: (item: T) => Promise<unknown>, signal: AbortSignal) {
  return async (item: T) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await work(item)
      } catch (error) {
        if (!(error instanceof MoonrakerError && error.isNetwork) || attempt >= DROP_RETRIES || signal.aborted) throw error
        await whenSocketOpen(signal)
      }
    }
  }
}

const update = (change: Partial<BulkOperation>) =>
  useBulkStore.setState((s) => (s.operation ? { operation: { ...s.operation, ...change } } : s))

export interface BulkOptions<T> {
  /**
   * Of the items whose call failed, those still to be done, read from the printer: a call whose answer a
   * restart cut off may have been carried out (and its retry then failed for want of the item).
   */
  stillToDo?: (failed: T[]) => Promise<T[]>
}

/** Runs one call per item, several at a time, with progress the file browser shows and a Cancel. */
export async function runBulk<T>(kind: BulkKind, items: readonly T[], work: (item: T) => Promise<unknown>, options: BulkOptions<T> = {}): Promise<PoolResult<T>> {
  controller?.abort()
  const abort = (controller = new AbortController())
  // The calls go to the active printer: when its session ends (another printer, a logout) the rest stop
  // rather than reach the next printer.
  activeSession().onDispose(() => abort.abort())
  useBulkStore.setState({ operation: { kind, total: items.length, finished: 0, running: true, cancelled: false, failed: 0, firstError: null } })
  let shownAt = 0
  const result = await runPool(items, acrossDrops(work, abort.signal), {
    concurrency: BULK_CONCURRENCY,
    signal: abort.signal,
    onProgress: (finished) => {
      const now = Date.now()
      if (now - shownAt < PROGRESS_INTERVAL_MS) return
      shownAt = now
      update({ finished })
    },
  })
  if (result.failed.length && options.stillToDo) await keepFailuresStillToDo(result, options.stillToDo, abort.signal)
  if (controller === abort) controller = null
  // A session that ended meanwhile goes through the one door for 401 (login), like any other call.
  const unauthorized = result.failed.find((f) => isUnauthorized(f.error))
  if (unauthorized) reportError(unauthorized.error)
  const failed = result.failed.length
  update({ finished: result.done + failed, running: false, cancelled: result.cancelled, failed, firstError: failed ? errorMessage(result.failed[0].error) : null })
  // A clean run leaves nothing to read; failures and cancels stay until dismissed.
  if (!failed && !result.cancelled) useBulkStore.setState({ operation: null })
  return result
}

/** Failures whose item the printer shows done count as done; when the printer cannot tell, they stand. */
async function keepFailuresStillToDo<T>(result: PoolResult<T>, stillToDo: (failed: T[]) => Promise<T[]>, signal: AbortSignal): Promise<void> {
  await whenSocketOpen(signal)
  let left: Set<T>
  try {
    left = new Set(await stillToDo(result.failed.map((f) => f.item)))
  } catch {
    return
  }
  const failed = result.failed.filter((f) => left.has(f.item))
  result.done += result.failed.length - failed.length
  result.failed = failed
}

export function cancelBulk(): void {
  controller?.abort()
}

export function dismissBulk(): void {
  useBulkStore.setState((s) => (s.operation?.running ? s : { operation: null }))
}

/** Whether leaving the page now would stop a bulk operation halfway. */
export function bulkRunning(): boolean {
  return !!useBulkStore.getState().operation?.running
}
