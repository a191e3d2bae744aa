/**
 * A file the search palette asks a file browser to show: the browser of its root opens its folder,
 * marks it and, for a file to open, opens it (at a line, for a "find in files" result).
 */
import { create } from 'zustand'

export interface RevealRequest {
  root: string
  /** The file's path in its root. */
  path: string
  /** Open the file (the editor) rather than only show it in its folder. */
  open: boolean
  /** 1-based line the editor puts the cursor on. */
  line?: number
  /** Tells two requests for the same file apart. */
  id: number
}

interface RevealStore {
  request: RevealRequest | null
}

export const useRevealStore = create<RevealStore>(() => ({ request: null }))

let next = 1

export function requestReveal(request: Omit<RevealRequest, 'id'>): void {
  useRevealStore.setState({ request: { ...request, id: next++ } })
}

/** The browser that acts on a request takes it, so another one mounted later does not act again. */
export function takeReveal(id: number): void {
  if (useRevealStore.getState().request?.id === id) useRevealStore.setState({ request: null })
}
