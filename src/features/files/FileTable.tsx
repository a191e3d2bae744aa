import { Checkbox } from '@mantine/core'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ColumnDef } from '../../lib/files/columns'
import type { FileEntry } from '../../lib/files/entry'
import type { SortKey, SortState } from '../../lib/files/sort'
import { layoutFreeBinding } from '../../ui/virtual-list'
import { LastStatusHeader } from './FileCells'
import { FileRow, PARENT_ENTRY, type CellOptions } from './FileRow'
import classes from './FileTable.module.css'
import { QUEUE_DRAG_TYPE } from './queue/queued-entry'

export const ROW_HEIGHT = 44
const HEADER_HEIGHT = 36
/** The drag payload type of rows moved inside the browser (desktop files carry 'Files'). */
export const ENTRY_DRAG_TYPE = 'application/x-stratum-entries'

export interface FileTableProps {
  rows: FileEntry[]
  /** Show the '..' row (inside a sub-directory). */
  showParent: boolean
  columns: ColumnDef[]
  sort: SortState
  onSort(key: SortKey): void
  bulk: boolean
  selected: ReadonlySet<string>
  /** A row marked (the search palette's result), scrolled into view. */
  highlighted?: string | null
  onSelect(entry: FileEntry, on: boolean): void
  onSelectAll(on: boolean): void
  /** Fixed height of the scroll area, or a maximum it grows to. */
  height?: number
  maxHeight?: number
  disabled: boolean
  /** When the directory reply arrived (performance.now()), to time reply → rows on screen. */
  receivedAt: number
  emptyText: string
  thumbnailUrl(entry: FileEntry): string | null
  cells: CellOptions
  onActivate(entry: FileEntry, x: number, y: number): void
  onMenu(entry: FileEntry, x: number, y: number): void
  /** Entries dropped onto a directory row (its name, or '..'). */
  onMove(entries: FileEntry[], target: string): void
  /** Rows of the gcodes root: a drag carries them to the job queue too. */
  queueDrag?: boolean
}

/** The thumbnail sits before the name, every other column after it. */
export function splitColumns(columns: ColumnDef[]): { thumb: ColumnDef | undefined; rest: ColumnDef[] } {
  return { thumb: columns.find((c) => c.key === 'thumbnail'), rest: columns.filter((c) => c.key !== 'thumbnail') }
}

function gridTemplate(columns: ColumnDef[], bulk: boolean): { template: string; minWidth: number } {
  const { thumb, rest } = splitColumns(columns)
  const widths = rest.map((c) => c.width)
  const template = [bulk ? '40px' : '', thumb ? `${thumb.width}px` : '', 'minmax(200px, 1fr)', ...widths.map((w) => `${w}px`), '44px'].filter(Boolean).join(' ')
  return { template, minWidth: (bulk ? 40 : 0) + (thumb?.width ?? 0) + 200 + widths.reduce((a, b) => a + b, 0) + 44 }
}

/** The virtualized file list: only the rows in view exist in the page, so 10,000 files scroll freely. */
export function FileTable(props: FileTableProps) {
  const { t } = useTranslation('files')
  const { rows, showParent, columns, sort, bulk, selected } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const dragged = useRef<FileEntry[]>([])
  const [dropTarget, setDropTarget] = useState<string | null>(null)
  const count = rows.length + (showParent ? 1 : 0)
  const entryAt = (i: number) => (showParent ? (i === 0 ? PARENT_ENTRY : rows[i - 1]) : rows[i])
  const contentHeight = HEADER_HEIGHT + Math.max(count, 1) * ROW_HEIGHT + 2
  const height = props.height ?? Math.min(contentHeight, props.maxHeight ?? contentHeight)
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    ...layoutFreeBinding({ width: 0, height }),
  })
  const { template, minWidth } = gridTemplate(columns, bulk)

  const { highlighted } = props
  const highlightAt = highlighted ? rows.findIndex((r) => r.path === highlighted) : -1
  useEffect(() => {
    if (highlightAt !== -1) virtualizer.scrollToIndex(highlightAt + (showParent ? 1 : 0), { align: 'center' })
  }, [highlightAt, showParent, virtualizer])

  // Time from the directory reply to its rows painted, for the "10k files" figure.
  const { receivedAt } = props
  useLayoutEffect(() => {
    if (receivedAt) performance.measure('files:reply-to-commit', { start: receivedAt, end: performance.now() })
  }, [receivedAt])
  useEffect(() => {
    if (!receivedAt) return
    let second = 0
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        performance.measure('files:reply-to-rows', { start: receivedAt, end: performance.now() })
      })
    })
    return () => {
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [receivedAt])

  const [allSelected, someSelected] = useMemo(() => {
    if (selected.size === 0) return [false, false]
    const n = rows.reduce((c, r) => c + (selected.has(r.path) ? 1 : 0), 0)
    return [n > 0 && n === rows.length, n > 0 && n < rows.length]
  }, [rows, selected])

  // Row handlers stay the same across renders (rows are memoized; a scroll re-renders the table, not them).
  const latest = useRef(props)
  useEffect(() => {
    latest.current = props
  })
  const onDragStart = useCallback((entry: FileEntry, e: DragEvent) => {
    const { selected: sel, rows: all } = latest.current
    const group = sel.has(entry.path) && sel.size > 1 ? all.filter((r) => sel.has(r.path)) : [entry]
    dragged.current = group
    e.dataTransfer.setData(ENTRY_DRAG_TYPE, group.map((g) => g.path).join('\n'))
    // G-code rows may also be dropped on the job queue.
    if (latest.current.queueDrag) e.dataTransfer.setData(QUEUE_DRAG_TYPE, JSON.stringify(group.map((g) => ({ path: g.path, type: g.type }))))
    e.dataTransfer.effectAllowed = latest.current.queueDrag ? 'copyMove' : 'move'
  }, [])
  const acceptsDrop = useCallback(
    (entry: FileEntry, e: DragEvent) =>
      !latest.current.disabled && entry.type === 'directory' && e.dataTransfer.types.includes(ENTRY_DRAG_TYPE) && !dragged.current.some((d) => d.path === entry.path),
    [],
  )
  const onDragOver = useCallback(
    (entry: FileEntry, e: DragEvent) => {
      if (!acceptsDrop(entry, e)) return
      e.preventDefault()
      e.stopPropagation()
      e.dataTransfer.dropEffect = 'move'
      setDropTarget(entry.path)
    },
    [acceptsDrop],
  )
  const onDragLeave = useCallback(() => setDropTarget(null), [])
  const onDrop = useCallback(
    (entry: FileEntry, e: DragEvent) => {
      if (!acceptsDrop(entry, e)) return
      e.preventDefault()
      e.stopPropagation()
      setDropTarget(null)
      const items = dragged.current
      dragged.current = []
      latest.current.onMove(items, entry.name)
    },
    [acceptsDrop],
  )
  // Translated once per table, filled per row: interpolating for every row of every frame adds up.
  const labels = useMemo(() => {
    const select = t('table.select', { name: '\u0001' })
    const menu = t('table.row_menu', { name: '\u0001' })
    return { select: (name: string) => select.replace('\u0001', () => name), menu: (name: string) => menu.replace('\u0001', () => name) }
  }, [t])

  const headerCell = (label: string, sortKey: SortKey | undefined, align?: 'left' | 'right') => {
    const active = sortKey && sort.key === sortKey
    const Arrow = sort.desc ? IconArrowDown : IconArrowUp
    return (
      <div
        key={label}
        className={`${classes.headerCell} ${sortKey ? classes.sortable : ''} ${align === 'right' ? classes.right : ''}`}
        role="columnheader"
        aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
        onClick={sortKey ? () => props.onSort(sortKey) : undefined}
      >
        {label}
        {active && <Arrow size={12} style={{ marginLeft: 4, verticalAlign: 'middle' }} />}
      </div>
    )
  }

  return (
    <div ref={scrollRef} className={classes.scroller} style={{ height }} data-testid="file-table" role="table" aria-rowcount={count}>
      <div style={{ minWidth }}>
        <div className={classes.header} style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }} role="row">
          {bulk && (
            <div className={classes.headerCell}>
              <Checkbox
                size="xs"
                aria-label={t('table.select_all')}
                checked={allSelected}
                indeterminate={someSelected}
                disabled={props.disabled || rows.length === 0}
                onChange={(e) => props.onSelectAll(e.currentTarget.checked)}
              />
            </div>
          )}
          {splitColumns(columns).thumb && <div />}
          {headerCell(t('columns.name'), 'name')}
          {splitColumns(columns).rest.map((c) =>
            c.key === 'last_status' ? (
              <div key={c.key} className={classes.headerCell} role="columnheader">
                <LastStatusHeader label={t('columns.last_status')} />
              </div>
            ) : (
              headerCell(t(`columns.${c.key}`), c.sortKey, c.align)
            ),
          )}
          <div />
        </div>
        {count === 0 ? (
          <div className={classes.empty}>{props.emptyText}</div>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }} role="rowgroup">
            {virtualizer.getVirtualItems().map((item) => {
              const entry = entryAt(item.index)
              return (
                <FileRow
                  key={entry.path}
                  entry={entry}
                  top={item.start - HEADER_HEIGHT}
                  template={template}
                  minWidth={minWidth}
                  columns={columns}
                  bulk={bulk}
                  selected={selected.has(entry.path)}
                  highlighted={entry.path === highlighted}
                  dropTarget={dropTarget === entry.path}
                  thumbnailUrl={props.thumbnailUrl}
                  cells={props.cells}
                  labels={labels}
                  onSelect={props.onSelect}
                  onActivate={props.onActivate}
                  onMenu={props.onMenu}
                  onDragStart={onDragStart}
                  onDragOver={onDragOver}
                  onDragLeave={onDragLeave}
                  onDrop={onDrop}
                  disabled={props.disabled}
                />
              )
            })}
          </div>
        )}
      </div>
    </div>
  )
}
