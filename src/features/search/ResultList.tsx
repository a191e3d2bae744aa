import { UnstyledButton } from '@mantine/core'
import { useEffect, useRef, type ReactNode } from 'react'
import classes from './Search.module.css'

interface ResultListProps {
  count: number
  active: number
  onActive(i: number): void
  onChoose(i: number): void
  /** The row's content and its test name. */
  row(i: number): { key: string; content: ReactNode; label: string }
}

/** The palette's list: one row marked (arrows move it, the pointer too), kept in view. */
export function ResultList({ count, active, onActive, onChoose, row }: ResultListProps) {
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [active])
  if (count === 0) return null
  return (
    <div ref={list} className={classes.list} role="listbox" id="search-results">
      {Array.from({ length: count }, (_, i) => {
        const { key, content, label } = row(i)
        return (
          <UnstyledButton
            key={key}
            id={`search-result-${i}`}
            className={classes.row}
            role="option"
            aria-selected={i === active}
            aria-label={label}
            data-active={i === active || undefined}
            data-index={i}
            data-testid="search-result"
            data-path={key}
            tabIndex={-1}
            onMouseMove={() => i !== active && onActive(i)}
            onClick={() => onChoose(i)}
          >
            {content}
          </UnstyledButton>
        )
      })}
    </div>
  )
}
