import { useEffect, useState } from 'react'

type Overlays = typeof import('./overlays-loaded')

let loaded: Overlays | null = null
let loading: Promise<Overlays> | null = null

/** Fetches the menus' and tooltips' code; a failed fetch is tried again on the next call. */
export function loadOverlays(): Promise<Overlays> {
  loading ??= import('./overlays-loaded').then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** For an intent handler (pointer over, focus): starts the fetch, never throws. */
export function preloadOverlays(): void {
  loadOverlays().catch(() => undefined)
}

/** The loaded code, or null until it has arrived; `wanted` starts the fetch. */
export function useOverlays(wanted: boolean): Overlays | null {
  const [overlays, setOverlays] = useState(loaded)
  useEffect(() => {
    if (!wanted || overlays) return
    let live = true
    loadOverlays().then((m) => live && setOverlays(m), () => undefined)
    return () => {
      live = false
    }
  }, [wanted, overlays])
  return overlays
}

/** One handler that calls each given one in turn (the element's own first). */
export function chain<E>(...handlers: (((event: E) => void) | undefined)[]): (event: E) => void {
  return (event) => {
    for (const handler of handlers) handler?.(event)
  }
}
