import { useCallback, useRef, useState } from 'react'

/**
 * Tracks whether an element is narrower than `limit` px. Only crossing the limit re-renders, so
 * cards growing taller (new console lines, a chart loading) never re-render the column.
 */
export function useNarrow<T extends HTMLElement>(limit: number): [(node: T | null) => void, boolean] {
  const [narrow, setNarrow] = useState(false)
  const observer = useRef<ResizeObserver | null>(null)
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect()
      observer.current = null
      if (!node || typeof ResizeObserver === 'undefined') return
      observer.current = new ResizeObserver(([entry]) => {
        const width = entry.contentRect.width
        if (width > 0) setNarrow(width < limit)
      })
      observer.current.observe(node)
    },
    [limit],
  )
  return [ref, narrow]
}
