import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand'

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

type Subscribe = (onChange: () => void) => () => void

/**
 * A store subscription that passes changes on only while the gate is open. Changes missed while it
 * was closed are passed on as one when it opens. Without a gate, the subscription as it is.
 */
export function gatedSubscribe(subscribe: Subscribe, gate: ViewGate | null): Subscribe {
  if (!gate) return subscribe
  return (onChange) => {
    let missed = false
    const offStore = subscribe(() => {
      if (gate.open) onChange()
      else missed = true
    })
    const offGate = gate.subscribe(() => {
      if (gate.open && missed) {
        missed = false
        onChange()
      }
    })
    return () => {
      offStore()
      offGate()
    }
  }
}

/** Like a zustand store hook with a selector, but held while the surrounding view gate is closed. */
export function useGatedStore<S, T>(store: StoreApi<S>, select: (state: S) => T): T {
  const gate = useViewGate()
  const subscribe = useMemo(() => gatedSubscribe(store.subscribe, gate), [store, gate])
  return useSyncExternalStore(subscribe, () => select(store.getState()))
}

/**
 * True once the surrounding part has been open to view (always, outside a gate): for fetches that
 * can wait until it is seen, such as a file list's thumbnails on a card further down the page. Only
 * what is open while `counting` holds counts: a page still mounting its parts may show one in view
 * for a moment that ends up further down.
 */
export function useSeen(counting = true): boolean {
  const gate = useViewGate()
  const [seen, setSeen] = useState(() => !gate || (counting && gate.open))
  useEffect(() => {
    if (seen || !gate || !counting) return
    const check = () => gate.open && setSeen(true)
    check()
    return gate.subscribe(check)
  }, [gate, seen, counting])
  return seen || !gate
}
