import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { setConsoleAutoScroll, useConsoleStore, type ConsoleEntry } from '../../state/console'
import { ConsoleLine } from './ConsoleLine'
import { useVisibleEntries } from './useVisibleEntries'
import classes from './Console.module.css'
import { useDateTimePrefs } from '../../state/datetime-prefs'
import { isUserScroll, wheelLeavesNewest } from './scroll-follow'
import { layoutFreeBinding } from '../../ui/virtual-list'

/** SPEC §9: rows are at least 24 px. */
const ROW_ESTIMATE = 24
const estimates = new WeakMap<ConsoleEntry, number>()
/** The log's box until the first frame reports it: about the dashboard card's. */
const INITIAL_RECT = { width: 0, height: 300 }

/** Rows grow by 20 px per extra line of a multi-line message; wrapping is measured after mount. */
function estimateRow(entry: ConsoleEntry): number {
  let size = estimates.get(entry)
  if (size === undefined) {
    const { message } = entry
    let lines = 1
    for (let i = message.indexOf('\n'); i !== -1; i = message.indexOf('\n', i + 1)) lines++
    size = ROW_ESTIMATE + (lines - 1) * 20
    estimates.set(entry, size)
  }
  return size
}

interface ConsoleLogProps {
  /** Newest at the top (flipConsoleLayout). */
  flipped: boolean
  heightClass: string
  onCommandClick: (command: string) => void
  /** Only lines containing this text (the console's search). */
  search?: string
}

/**
 * The virtualised lines, the only part of the console that re-renders when lines arrive. Only rows
 * in view exist in the DOM; a new line mounts one row and moves the others.
 */
export const ConsoleLog = memo(function ConsoleLog({ flipped, heightClass, onCommandClick, search = '' }: ConsoleLogProps) {
  const { t } = useTranslation('console')
  const entries = useVisibleEntries(search)
  const autoScroll = useConsoleStore((s) => s.autoScroll)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const gestureAt = useRef(0)
  const followedAt = useRef(0)
  const pointerDown = useRef(false)
  const prefs = useDateTimePrefs()
  const count = entries.length
  const entryAt = useCallback((i: number) => (flipped ? entries[count - 1 - i] : entries[i]), [entries, flipped, count])

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (i) => estimateRow(entryAt(i)),
    getItemKey: (i) => entryAt(i).id,
    overscan: 8,
    // Bound to its box without reading layout as the card mounts (the box's size comes with the next frame).
    ...layoutFreeBinding(INITIAL_RECT),
    // A new row is sized by the ResizeObserver's first report, not by reading offsetHeight on mount:
    // at hundreds of lines a second that read would force a layout per line.
    measureElement: (el, entry, instance) => {
      const box = entry?.borderBoxSize?.[0]
      if (box) return Math.round(box.blockSize)
      const index = instance.indexFromElement(el)
      return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
    },
  })
  const totalSize = virtualizer.getTotalSize()

  // Keep the newest line in view while auto-scroll is on (also after rows get measured taller). The
  // scroll is made in the next frame's callbacks, before it paints: read in the commit, the box's
  // extent forces a layout of every card committed with it, and lines arriving within one frame
  // follow once.
  useEffect(() => {
    const el = scrollerRef.current
    if (!autoScroll || !el) return
    const frame = requestAnimationFrame(() => {
      const target = flipped ? 0 : el.scrollHeight - el.clientHeight
      if (Math.abs(el.scrollTop - target) > 1) {
        followedAt.current = performance.now()
        el.scrollTop = target
      }
    })
    return () => cancelAnimationFrame(frame)
  }, [autoScroll, flipped, entries, totalSize])

  // A scroll the user made away from the newest line stops auto-scroll; scrolling back restarts it.
  useEffect(() => {
    const el = scrollerRef.current
    if (!el) return
    const gesture = () => (gestureAt.current = performance.now())
    const wheel = (e: WheelEvent) => {
      gesture()
      if (wheelLeavesNewest(e.deltaY, flipped, el.scrollHeight > el.clientHeight)) setConsoleAutoScroll(false)
    }
    const down = () => {
      pointerDown.current = true
      gesture()
    }
    const up = () => (pointerDown.current = false)
    const onScroll = () => {
      if (!isUserScroll(performance.now(), gestureAt.current, followedAt.current, pointerDown.current)) return
      const atNewest = flipped ? el.scrollTop <= 4 : el.scrollHeight - el.clientHeight - el.scrollTop <= 4
      setConsoleAutoScroll(atNewest)
    }
    el.addEventListener('wheel', wheel, { passive: true })
    el.addEventListener('touchmove', gesture, { passive: true })
    el.addEventListener('keydown', gesture)
    el.addEventListener('pointerdown', down)
    window.addEventListener('pointerup', up)
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      el.removeEventListener('wheel', wheel)
      el.removeEventListener('touchmove', gesture)
      el.removeEventListener('keydown', gesture)
      el.removeEventListener('pointerdown', down)
      window.removeEventListener('pointerup', up)
      el.removeEventListener('scroll', onScroll)
    }
  }, [flipped])

  const commandHint = t('commandHint')
  return (
    <div ref={scrollerRef} className={`${classes.scroller} ${heightClass}`} data-testid="console-scroller" tabIndex={0}>
      {count === 0 ? (
        <div className={classes.empty}>{search.trim() ? t('noMatch') : t('empty')}</div>
      ) : (
        <div className={classes.inner} style={{ height: totalSize }}>
          {virtualizer.getVirtualItems().map((item) => (
            <ConsoleLine
              key={item.key}
              entry={entryAt(item.index)}
              index={item.index}
              start={item.start}
              prefs={prefs}
              commandHint={commandHint}
              measure={virtualizer.measureElement}
              onCommandClick={onCommandClick}
            />
          ))}
        </div>
      )}
    </div>
  )
})
