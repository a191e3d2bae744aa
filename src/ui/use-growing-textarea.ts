import { useLayoutEffect, useRef } from 'react'

/**
 * Grows a one-row textarea with its text, up to `maxRows` rows (then it scrolls). It measures only
 * while there is text: an empty one, as every page with a console opens, costs the page no layout.
 */
export function useGrowingTextarea(value: string, maxRows: number) {
  const ref = useRef<HTMLTextAreaElement | null>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    if (value === '') {
      el.style.height = ''
      el.style.overflowY = ''
      return
    }
    const style = getComputedStyle(el)
    const rows = (parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5 || 20) * maxRows
    const frame = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth)
    el.style.height = 'auto'
    const wanted = el.scrollHeight + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth)
    const cap = rows + frame
    el.style.height = `${Math.min(wanted, cap)}px`
    el.style.overflowY = wanted > cap ? 'auto' : 'hidden'
  }, [value, maxRows])
  return ref
}
