import { elementScroll, type Virtualizer } from '@tanstack/react-virtual'

type ListInstance = Virtualizer<HTMLDivElement, Element>
type Rect = { width: number; height: number }

/**
 * Options for a virtual list that binds to its scroll box without reading layout. TanStack's defaults
 * read the box's size and write its scroll position as the list mounts; inside the commit that mounts
 * a dashboard card, either read forces the layout of every card mounted with it (tens of ms on a
 * phone). Here the size comes from the ResizeObserver's first report, which arrives with the next
 * frame's own layout (the list renders for `initialRect` until then), and writing the position the
 * list already has is skipped.
 */
export function layoutFreeBinding(initialRect: Rect) {
  return {
    initialRect,
    observeElementRect(instance: ListInstance, cb: (rect: Rect) => void) {
      const element = instance.scrollElement
      if (!element || typeof ResizeObserver === 'undefined') return
      const observer = new ResizeObserver(([entry]) => {
        const box = entry.contentBoxSize?.[0]
        cb({ width: Math.round(box ? box.inlineSize : entry.contentRect.width), height: Math.round(box ? box.blockSize : entry.contentRect.height) })
      })
      observer.observe(element)
      return () => observer.disconnect()
    },
    scrollToFn(offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: ListInstance) {
      if (!options.adjustments && !options.behavior && offset === instance.scrollOffset) return
      elementScroll(offset, options, instance)
    },
  }
}
