import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { setConsoleAutoScroll, type ConsoleEntry } from '../../state/console'
import { useUiSetting } from '../../state/ui-settings'
import { ConsoleLine } from './ConsoleLine'
import classes from './Console.module.css'

/** SPEC §9: rows are at least 24 px. */
const ROW_ESTIMATE = 24
/** How long after a wheel/touch/key/pointer gesture a scroll counts as the user's. */
const USER_GESTURE_MS = 400

interface ConsoleLogProps {
  entries: ConsoleEntry[]
  /** Newest at the top (flipConsoleLayout). */
  flipped: boolean
  autoScroll: boolean
  heightClass: string
  onCommandClick: (command: string) => void
}

/** The virtualised lines. Only rows in view exist in the DOM; new lines re-render only the rows that moved. */
export function ConsoleLog({ entries, flipped, autoScroll, heightClass, onCommandClick }: ConsoleLogProps) {
  const { t } = useTranslation('console')
  const scrollerRef = useRef<HTMLDivElement>(null)
  const gestureAt = useRef(0)
  const pointerDown = useRef(false)
  const twelveHour = useUiSetting<string>('general.timeformat') === 'hh:mm a'
  const count = entries.length
  const entryAt = useCallback((i: number) => (flipped ? entries[count - 1 - i] : entries[i]), [entries, flipped, count])

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (i) => entryAt(i).id,
    overscan: 8,
  })
  const totalSize = virtualizer.getTotalSize()

  // Keep the newest line in view while auto-scroll is on (also after rows get measured taller).
  useLayoutEffect(() => {
    const el = scrollerRef.current
    if (!autoScroll || !el) return
    const target = flipped ? 0 : el.scrollHeight - el.clientHeight
    if (Math.abs(el.scrollTop - target) > 1) el.scrollTop = target
  }, [autoScroll, flipped, entries, totalSize])

  // A scroll the user made away from the newest line stops auto-scroll; scrolling back restarts it.
  useEffect(() => {
    const el = scrollerRef.current
    if (!el) return
    const gesture = () => (gestureAt.current = performance.now())
    const down = () => {
      pointerDown.current = true
      gesture()
    }
    const up = () => (pointerDown.current = false)
    const onScroll = () => {
      if (!pointerDown.current && performance.now() - gestureAt.current > USER_GESTURE_MS) return
      const atNewest = flipped ? el.scrollTop <= 4 : el.scrollHeight - el.clientHeight - el.scrollTop <= 4
      setConsoleAutoScroll(atNewest)
    }
    el.addEventListener('wheel', gesture, { passive: true })
    el.addEventListener('touchmove', gesture, { passive: true })
    el.addEventListener('keydown', gesture)
    el.addEventListener('pointerdown', down)
    window.addEventListener('pointerup', up)
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      el.removeEventListener('wheel', gesture)
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
        <div className={classes.empty}>{t('empty')}</div>
      ) : (
        <div className={classes.inner} style={{ height: totalSize }}>
          {virtualizer.getVirtualItems().map((item) => (
            <ConsoleLine
              key={item.key}
              entry={entryAt(item.index)}
              index={item.index}
              start={item.start}
              twelveHour={twelveHour}
              commandHint={commandHint}
              measure={virtualizer.measureElement}
              onCommandClick={onCommandClick}
            />
          ))}
        </div>
      )}
    </div>
  )
}
