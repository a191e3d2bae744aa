import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { HistoryColumn, HistorySortKey } from '../../lib/history/columns'
import type { HistorySort } from '../../lib/history/jobs'
import type { HistoryJob } from '../../moonraker/types'
import { layoutFreeBinding } from '../../ui/virtual-list'
import { HistoryRow, type RowLabels } from './HistoryRow'
import classes from './HistoryTable.module.css'

const ROW_HEIGHT = 45
/** A phone's row: the name with its status, start and print time on a second line. */
const COMPACT_ROW_HEIGHT = 61
const HEADER_HEIGHT = 36
/** Load the next page when the last rows come this close to view. */
const LOAD_AHEAD = 15

export interface HistoryTableProps {
  rows: HistoryJob[]
  columns: HistoryColumn[]
  sort: HistorySort
  onSort(key: HistorySortKey): void
  expandedId: string | null
  onToggle(jobId: string): void
  selectedIds: ReadonlySet<string>
  onSelect(jobId: string, on: boolean): void
  notes: Record<string, string>
  canReprint: boolean
  cellText(job: HistoryJob, key: HistoryColumn['key']): ReactNode
  thumbnailUrl(job: HistoryJob): string | null
  labels: RowLabels
  details(job: HistoryJob): ReactNode
  onReprint(job: HistoryJob): void
  /** "Print again later": into the printer's job queue (absent without one). */
  onQueue?(job: HistoryJob): void
  onDelete(job: HistoryJob): void
  /** The user scrolled near the end: load more if there is more. */
  onEndReached(): void
  height: number
  emptyText: string
  /** performance.now() of the first page's reply, to time reply → rows painted. */
  receivedAt: number
  /** A phone: no side-scrolling columns; each row carries its status, start and print time under the name. */
  compact?: boolean
}

/** The columns a compact row folds under the file name. */
const COMPACT_FIELDS = ['status', 'start_time', 'print_duration'] as const

function gridTemplate(columns: HistoryColumn[], compact: boolean): { template: string; minWidth: number } {
  const thumb = columns.find((c) => c.key === 'thumbnail')
  if (compact) return { template: ['52px', thumb ? '44px' : '', 'minmax(0, 1fr)', '96px'].filter(Boolean).join(' '), minWidth: 0 }
  const rest = columns.filter((c) => c.key !== 'thumbnail')
  const template = ['56px', thumb ? `${thumb.width}px` : '', 'minmax(180px, 1fr)', ...rest.map((c) => `${c.width}px`), '100px'].filter(Boolean).join(' ')
  return { template, minWidth: 56 + (thumb?.width ?? 0) + 180 + rest.reduce((a, c) => a + c.width, 0) + 100 }
}

/** The virtualized job list: only rows in view exist in the page; the one expanded row is measured. */
export function HistoryTable(props: HistoryTableProps) {
  const { t } = useTranslation('history')
  const { rows, columns, sort, expandedId } = props
  const compact = !!props.compact
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT
  const scrollRef = useRef<HTMLDivElement>(null)
  // Stable between scroll frames: a new key or size function makes the virtualizer re-measure every row.
  const getItemKey = useCallback((i: number) => rows[i].job_id, [rows])
  const estimateSize = useCallback((i: number) => (rows[i]?.job_id === expandedId ? 240 : rowHeight), [rows, expandedId, rowHeight])
  const getScrollElement = useCallback(() => scrollRef.current, [])
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    // Rows render in the scheduler's next task rather than inside the scroll event: a frame with
    // several scroll events renders once.
    useFlushSync: false,
    ...layoutFreeBinding({ width: 0, height: props.height }),
  })
  // Rows of fixed height are not measured (a ResizeObserver and a layout read per row cost frames while
  // scrolling); only the expanded row, and every row on a phone, where names wrap. On a desktop a row
  // that collapses drops its measured height with the rest. On a phone every row stays observed, so
  // the row that opens or closes reports its new height itself; dropping the others' heights there
  // would leave them at the estimate, since a row whose size does not change reports nothing.
  useEffect(() => {
    if (!compact) virtualizer.measure()
  }, [virtualizer, expandedId, compact])
  const { template, minWidth } = gridTemplate(columns, compact)
  const shownColumns = compact ? columns.filter((c) => c.key === 'thumbnail') : columns
  const items = virtualizer.getVirtualItems()
  const last = items.length ? items[items.length - 1].index : -1

  const { onEndReached } = props
  useEffect(() => {
    if (rows.length > 0 && last >= rows.length - LOAD_AHEAD) onEndReached()
  }, [last, rows.length, onEndReached])

  // Time from the first page's reply to its rows painted, for the bench's "first rows" figure.
  const { receivedAt } = props
  useLayoutEffect(() => {
    if (receivedAt) performance.measure('history:reply-to-commit', { start: receivedAt, end: performance.now() })
  }, [receivedAt])

  const headerCell = (key: string, label: string, sortKey: HistorySortKey | undefined, align?: 'left' | 'right') => {
    const active = sortKey && sort.key === sortKey
    const Arrow = sort.desc ? IconArrowDown : IconArrowUp
    return (
      <div
        key={key}
        className={`${classes.headerCell} ${sortKey ? classes.sortable : ''} ${align === 'right' ? classes.right : ''}`}
        role="columnheader"
        aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
        onClick={sortKey ? () => props.onSort(sortKey) : undefined}
        data-testid={`history-header-${key}`}
      >
        {label}
        {active && <Arrow size={12} style={{ marginLeft: 4, verticalAlign: 'middle' }} />}
      </div>
    )
  }

  return (
    <div ref={scrollRef} className={classes.scroller} style={{ height: props.height }} data-testid="history-table" role="table" aria-rowcount={rows.length}>
      <div style={{ minWidth }}>
        <div className={classes.header} style={{ gridTemplateColumns: template }} role="row">
          <div />
          {columns.some((c) => c.key === 'thumbnail') && <div />}
          {headerCell('filename', t('columns.filename'), 'filename')}
          {shownColumns.filter((c) => c.key !== 'thumbnail').map((c) => headerCell(c.key, t(`columns.${c.key}`), c.sortKey, c.align))}
          <div />
        </div>
        {rows.length === 0 ? (
          <div className={classes.empty} data-testid="history-empty">
            {props.emptyText}
          </div>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }} role="rowgroup">
            {items.map((item) => {
              const job = rows[item.index]
              const expanded = job.job_id === expandedId
              return (
                <HistoryRow
                  key={job.job_id}
                  job={job}
                  index={item.index}
                  top={item.start - HEADER_HEIGHT}
                  template={template}
                  columns={shownColumns}
                  folded={compact ? COMPACT_FIELDS.filter((key) => columns.some((c) => c.key === key)) : undefined}
                  expanded={expanded}
                  selected={props.selectedIds.has(job.job_id)}
                  onSelect={props.onSelect}
                  note={props.notes[job.job_id] ?? ''}
                  canReprint={props.canReprint}
                  cellText={props.cellText}
                  thumbnailUrl={props.thumbnailUrl}
                  labels={props.labels}
                  measure={expanded || compact ? virtualizer.measureElement : undefined}
                  onToggle={props.onToggle}
                  onReprint={props.onReprint}
                  onQueue={props.onQueue}
                  onDelete={props.onDelete}
                  details={expanded ? props.details(job) : undefined}
                />
              )
            })}
          </div>
        )}
      </div>
    </div>
  )
}
