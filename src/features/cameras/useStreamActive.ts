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
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1]
      setInView(last.isIntersecting && last.intersectionRect.height > 0)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])

  return pageVisible && inView && !collapsed
}
