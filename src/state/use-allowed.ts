import { useMemo, useSyncExternalStore } from 'react'
import { usePrinterStore } from './printer'
import { useServerStore } from './server'
import { gatedSubscribe, useViewGate } from './view-gate'
import { useWaitStore } from './waits'

/** The stores guards read (state/guards.ts). */
function subscribeToGuardStores(onChange: () => void): () => void {
  const offs = [usePrinterStore, useServerStore, useWaitStore].map((store) => store.subscribe(onChange))
  return () => offs.forEach((off) => off())
}

/**
 * Whether an action may run now with these arguments: `useAllowed(jogAxis.allowed, 'X')`. Asked again
 * whenever the printer, the server or a named wait changes (held like any printer read while the
 * surrounding view gate is closed); renders only when the answer changes.
 */
export function useAllowed<A extends unknown[]>(guard: (...args: A) => boolean, ...args: A): boolean {
  const gate = useViewGate()
  const subscribe = useMemo(() => gatedSubscribe(subscribeToGuardStores, gate), [gate])
  return useSyncExternalStore(subscribe, () => guard(...args))
}
