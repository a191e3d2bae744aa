import { createContext, useContext } from 'react'

/**
 * Whether what a part of the page shows can be seen (a dashboard card in or near the viewport, on a
 * visible page). Store reads under a closed gate hold their value: the part costs no render
 * and no DOM update until it can be seen again, when it catches up at once.
 */
export interface ViewGate {
  readonly open: boolean
  /** Called whenever `open` changes. */
  subscribe(listener: () => void): () => void
}

export interface SettableViewGate extends ViewGate {
  set(open: boolean): void
}

export function createViewGate(initiallyOpen = true): SettableViewGate {
  const listeners = new Set<() => void>()
  let open = initiallyOpen
  return {
    get open() {
      return open
    },
    set(next) {
      if (next === open) return
      open = next
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** No gate: outside a gated part everything is read live. */
export const ViewGateContext = createContext<ViewGate | null>(null)

export function useViewGate(): ViewGate | null {
  return useContext(ViewGateContext)
}
