import { memo } from 'react'
import type { ConsoleEntry } from '../../state/console'
import type { DateTimePrefs } from '../../lib/datetime'
import { formatLineTime, lineKind } from './line-format'
import classes from './Console.module.css'

interface ConsoleLineProps {
  entry: ConsoleEntry
  index: number
  start: number
  prefs: DateTimePrefs
  commandHint: string
  measure: (el: HTMLElement | null) => void
  onCommandClick: (command: string) => void
}

/** One line; memoised so a new line never re-renders the ones already shown. */
export const ConsoleLine = memo(function ConsoleLine({ entry, index, start, prefs, commandHint, measure, onCommandClick }: ConsoleLineProps) {
  const kind = lineKind(entry.type, entry.message)
  const isCommand = kind === 'command'
  return (
    <div
      ref={measure}
      data-index={index}
      data-testid="console-line"
      data-kind={kind}
      className={`${classes.line} ${classes[kind] ?? ''}`}
      style={{ transform: `translateY(${start}px)` }}
    >
      <span className={classes.time}>{formatLineTime(entry.time, prefs)}</span>
      {isCommand ? (
        <span className={classes.message} title={commandHint} role="button" tabIndex={-1} onClick={() => onCommandClick(entry.message)}>
          {entry.message}
        </span>
      ) : (
        <span className={classes.message}>{entry.message}</span>
      )}
    </div>
  )
})
