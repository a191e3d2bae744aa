import { useEffect, type RefObject } from 'react'

const HASH_OFFSET = 60
/** How long a deep link keeps its section in place while cards above it fill in (users, macros…). */
const HOLD_MS = 2500

/**
 * Scrolls to the hash's section once the page has laid out, and keeps it there while content above
 * it grows, until the user scrolls themselves. ScrollManager alone lands too high: settings sections
 * fill in after its scroll.
 */
export function useHashAnchor(container: RefObject<HTMLElement | null>, hash: string, ready: boolean): void {
  useEffect(() => {
    const root = container.current
    if (!ready || !hash || !root) return
    const target = () => document.getElementById(decodeURIComponent(hash.slice(1)))
    const align = (behavior: ScrollBehavior) => {
      const el = target()
      if (el) window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - HASH_OFFSET, behavior })
    }
    align('smooth')
    let lastTop = target()?.offsetTop
    const observer = new ResizeObserver(() => {
      const top = target()?.offsetTop
      if (top !== lastTop) align('auto')
      lastTop = top
    })
    observer.observe(root)
    const stop = () => {
      observer.disconnect()
      window.clearTimeout(timer)
      for (const e of USER_SCROLL_EVENTS) window.removeEventListener(e, stop)
    }
    const timer = window.setTimeout(stop, HOLD_MS)
    for (const e of USER_SCROLL_EVENTS) window.addEventListener(e, stop, { passive: true })
    return stop
  }, [container, hash, ready])
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const
