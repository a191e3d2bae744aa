import { useEffect, useState, type RefObject } from 'react'
import { useCardChrome } from '../../ui/card-context'

/**
 * True while a camera can be seen: the page is visible, its card is not collapsed and the element is
 * (at least partly) in the viewport. A stream that cannot be seen is stopped (SPEC §4, DESIGN).
 */
export function useStreamActive(ref: RefObject<HTMLElement | null>): boolean {
  const chrome = useCardChrome()
  const collapsed = !!chrome?.collapsed && !chrome.layoutMode
  const [pageVisible, setPageVisible] = useState(() => !document.hidden)
  const [inView, setInView] = useState(false)

  useEffect(() => {
    const onChange = () => setPageVisible(!document.hidden)
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])

  useEffect(() => {
    const el = ref.current
    if (!el) return
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    // Only isIntersecting: a card that expands grows from zero height, and no further entry would
    // come to report it once it has a size. Collapsed cards are told by the card chrome instead.
    const observer = new IntersectionObserver((entries) => setInView(entries[entries.length - 1].isIntersecting))
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])

  return pageVisible && inView && !collapsed
}
