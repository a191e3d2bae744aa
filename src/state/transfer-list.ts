import { create } from 'zustand'
import type { TransferUnit } from '../lib/files/transfer'

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
  /** An upload whose turn came while the printer was away: it goes once the socket is back. */
  waiting: boolean
  /** Why the upload failed (the server's message); it stays listed with Retry until dismissed. */
  error: string | null
  /** The failure was the connection dropping under the upload, not the server's refusal. */
  connectionLost: boolean
}

interface TransfersStore {
  transfers: Transfer[]
}

export const useTransfersStore = create<TransfersStore>(() => ({ transfers: [] }))

/** Whether an upload is queued or running: leaving the page now would lose it. */
export function uploadsPending(): boolean {
  return useTransfersStore.getState().transfers.some(isPendingUpload)
}

function isPendingUpload(t: Transfer): boolean {
  return t.kind === 'upload' && !t.complete && !t.cancelled && t.error === null
}

export const useUploadsPending = () => useTransfersStore((s) => s.transfers.some(isPendingUpload))
