import { useEffect, useRef, type RefObject } from 'react'

const HASH_OFFSET = 60
/** How long a deep link keeps its section in place, once the page is whole, while cards above it fill in (users, macros…). */
const HOLD_MS = 2500
/** How long to wait for the section to appear at all. */
const FIND_MS = 10_000
const TICK_MS = 50

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const

/**
 * Brings the hash's section to the top (60 px offset) once the page has laid out, and keeps it there
 * while content above it grows, until the user scrolls themselves. ScrollManager alone lands too high:
 * settings sections fill in after its scroll. `ready`: the section's code is loaded; `whole`: every
 * section is mounted (until then the page may be too short to scroll the section to the top).
 */
export function useHashAnchor(container: RefObject<HTMLElement | null>, hash: string, ready: boolean, whole: boolean): void {
  const wholeAt = useRef(0)
  wholeAt.current = whole ? wholeAt.current || Date.now() : 0
  useEffect(() => {
    if (!ready || !hash || !container.current) return
    const id = decodeURIComponent(hash.slice(1))
    const started = Date.now()
    let foundAt = 0
    const tick = () => {
      const el = document.getElementById(id)
      const now = Date.now()
      if (!el) {
        if (now - started > FIND_MS) stop()
        return
      }
      foundAt ||= now
      const top = el.getBoundingClientRect().top
      if (Math.abs(top - HASH_OFFSET) > 2) window.scrollTo({ top: Math.max(0, top + window.scrollY - HASH_OFFSET), behavior: 'instant' })
      if (wholeAt.current && now - Math.max(foundAt, wholeAt.current) > HOLD_MS) stop()
    }
    const timer = window.setInterval(tick, TICK_MS)
    function stop() {
      window.clearInterval(timer)
      for (const e of USER_SCROLL_EVENTS) window.removeEventListener(e, stop)
    }
    for (const e of USER_SCROLL_EVENTS) window.addEventListener(e, stop, { passive: true })
    tick()
    return stop
  }, [container, hash, ready])
}
