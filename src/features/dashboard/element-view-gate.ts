import { useEffect, useMemo, type RefObject } from 'react'
import { createViewGate, type ViewGate } from '../../state/view-gate'

/** How far outside the viewport a part counts as seen, so it has caught up before it scrolls in. */
const NEAR_VIEWPORT = '200px'

/**
 * A view gate that is open while the element is in or near the viewport and the page is visible. A
 * collapsed card stays open: its title bar can still be seen.
 */
export function useElementViewGate(ref: RefObject<HTMLElement | null>): ViewGate {
  // Closed until the first intersection report: what waits for a card to be seen (thumbnails) does
  // not start for a card that mounts out of view.
  const gate = useMemo(() => createViewGate(false), [])
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') {
      gate.set(true)
      return
    }
    let near = false
    const update = () => gate.set(near && document.visibilityState !== 'hidden')
    const observer = new IntersectionObserver((entries) => {
      near = entries[entries.length - 1].isIntersecting
      update()
    }, { rootMargin: NEAR_VIEWPORT })
    observer.observe(el)
    document.addEventListener('visibilitychange', update)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', update)
    }
  }, [ref, gate])
  return gate
}
