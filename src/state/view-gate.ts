import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand'
import { useViewGate, type ViewGate } from '../ui/view-gate'

/** The gate itself lives in ui/ (pending values read it too); the store reads it holds are here. */
export { createViewGate, useViewGate, ViewGateContext, type SettableViewGate, type ViewGate } from '../ui/view-gate'

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
