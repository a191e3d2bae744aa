import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { savedScroll, saveScroll } from './scroll-positions'

const HASH_OFFSET = 60
/** How long a page's lazily mounted parts may take to give it the height, or the element, to scroll to. */
const SETTLE_MS = 8000
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown']

/**
 * SPEC §2: restores the saved position (back, forward), else scrolls smoothly to the hash with a 60 px
 * offset, else to the top. Pages mount their parts after it runs (the settings sections one by one):
 * the position is reached as soon as the page is tall enough, the hash as soon as its element exists,
 * unless the user scrolls first.
 */
export function ScrollManager() {
  const { key, hash } = useLocation()
  const shown = useRef(key)
  // This manager places every page, a reloaded one too (SPEC §2: at the top unless back, forward or a
  // hash say otherwise); so the document opens at its top and the first page needs no scroll (and so
  // no layout) unless it has a hash.
  const opened = useRef(true)
  if (opened.current && 'scrollRestoration' in history) history.scrollRestoration = 'manual'

  // Recorded as the user scrolls, under the page it belongs to: a new page's shorter first paint
  // (a loader) clamps the scroll under the new key, never the one being left.
  useEffect(() => {
    const record = () => saveScroll(shown.current, window.scrollY)
    addEventListener('scroll', record, { passive: true })
    return () => removeEventListener('scroll', record)
  }, [])

  useLayoutEffect(() => {
    shown.current = key
    const saved = savedScroll(key)
    const id = decodeURIComponent(hash.slice(1))
    const until = Date.now() + SETTLE_MS
    /** Scrolls where the page should be, once it can; false while it cannot yet. */
    const land = (): boolean => {
      if (opened.current && saved === undefined && !id) return true
      if (saved !== undefined) {
        // Not before the page is tall enough: the browser would stop short at its current end.
        if (saved > document.documentElement.scrollHeight - innerHeight + 1) return false
        scrollTo({ top: saved, behavior: 'instant' })
        return true
      }
      const el = id ? document.getElementById(id) : null
      if (id && !el) return false
      scrollTo({ top: el ? el.getBoundingClientRect().top + scrollY - HASH_OFFSET : 0, behavior: el ? 'smooth' : 'instant' })
      return true
    }
    const stop = () => {
      clearInterval(timer)
      for (const e of USER_SCROLLS) removeEventListener(e, stop)
    }
    const timer = setInterval(() => (land() || Date.now() > until) && stop(), 50)
    for (const e of USER_SCROLLS) addEventListener(e, stop, { passive: true })
    if (land()) stop()
    opened.current = false
    return stop
  }, [key, hash])

  return null
}
