import { IconArrowBackUp, IconDotsVertical, IconFile, IconFileCode, IconFolder, IconPhoto, IconVideo } from '@tabler/icons-react'
import { memo, type DragEvent } from 'react'
import type { ColumnDef } from '../../lib/files/columns'
import { cellText } from '../../lib/files/columns-format'
import { useDateTimePrefs } from '../../state/datetime-prefs'
import type { FileEntry } from '../../lib/files/entry'
import { mediaKind } from '../../lib/files/media'
import { BreakableName } from '../../ui/BreakableName'
import { FilamentCell, FilamentColorCell, LastStatusCell } from './FileCells'
import classes from './FileTable.module.css'

/** What cells need beyond the entry: the user's date choice and the last print of each file. */
export interface CellOptions {
  absoluteDates: boolean
  lastStatus(entry: FileEntry): string | null
  statusLabel(status: string): string
}

/** The '..' row: a way up and a drop target, never dragged or selected. */
export const PARENT_ENTRY: FileEntry = { type: 'directory', name: '..', path: '..', extension: '', size: 0, modified: 0 }

interface FileRowProps {
  entry: FileEntry
  top: number
  template: string
  minWidth: number
  columns: ColumnDef[]
  bulk: boolean
  selected: boolean
  highlighted?: boolean
  dropTarget: boolean
  disabled: boolean
  thumbnailUrl(entry: FileEntry): string | null
  cells: CellOptions
  /** Accessible names of the row's checkbox and menu button. */
  labels: { select(name: string): string; menu(name: string): string }
  onSelect(entry: FileEntry, on: boolean): void
  onActivate(entry: FileEntry, x: number, y: number): void
  onMenu(entry: FileEntry, x: number, y: number): void
  onDragStart(entry: FileEntry, e: DragEvent): void
  onDragOver(entry: FileEntry, e: DragEvent): void
  onDragLeave(): void
  onDrop(entry: FileEntry, e: DragEvent): void
}

function EntryIcon({ entry }: { entry: FileEntry }) {
  if (entry === PARENT_ENTRY) return <IconArrowBackUp size={18} />
  if (entry.type === 'directory') return <IconFolder size={18} color="var(--mantine-color-yellow-5)" />
  const media = mediaKind(entry.extension)
  if (media === 'image') return <IconPhoto size={18} />
  if (media === 'video') return <IconVideo size={18} />
  if (['cfg', 'conf', 'gcode', 'sh', 'ini', 'json'].includes(entry.extension)) return <IconFileCode size={18} />
  return <IconFile size={18} />
}

/**
 * One file or directory row. Names are rendered as text only: a file name is never markup. Rows use
 * plain elements (no kit components, no hooks): scrolling 10,000 files mounts dozens of them a frame.
 */
export const FileRow = memo(function FileRow(props: FileRowProps) {
  const { entry, columns } = props
  const isParent = entry === PARENT_ENTRY
  const prefs = useDateTimePrefs()
  const hasThumbColumn = columns.some((c) => c.key === 'thumbnail')
  const thumb = hasThumbColumn && !isParent && entry.type === 'file' ? props.thumbnailUrl(entry) : null
  return (
    <div
      className={classes.row}
      style={{ transform: `translateY(${props.top}px)`, height: 44, gridTemplateColumns: props.template, minWidth: props.minWidth, width: '100%' }}
      role="row"
      data-testid="file-row"
      data-name={entry.name}
      data-type={entry.type}
      data-selected={props.selected || undefined}
      data-highlighted={props.highlighted || undefined}
      data-drop-target={props.dropTarget || undefined}
      draggable={!isParent && !props.disabled}
      onClick={(e) => props.onActivate(entry, e.clientX, e.clientY)}
      onContextMenu={(e) => {
        e.preventDefault()
        if (!isParent) props.onMenu(entry, e.clientX, e.clientY)
      }}
      onDragStart={(e) => props.onDragStart(entry, e)}
      onDragOver={(e) => props.onDragOver(entry, e)}
      onDragLeave={props.onDragLeave}
      onDrop={(e) => props.onDrop(entry, e)}
    >
      {props.bulk && (
        <div className={classes.cell} onClick={(e) => e.stopPropagation()}>
          {!isParent && (
            <input
              type="checkbox"
              className={classes.check}
              aria-label={props.labels.select(entry.name)}
              checked={props.selected}
              disabled={props.disabled}
              onChange={(e) => props.onSelect(entry, e.currentTarget.checked)}
            />
          )}
        </div>
      )}
      {hasThumbColumn && (
        <div className={classes.cell} role="cell" data-column="thumbnail">
          {thumb && <img className={classes.thumb} src={thumb} alt="" loading="lazy" decoding="async" data-testid="file-thumbnail" />}
        </div>
      )}
      <div className={`${classes.cell} ${classes.name}`} role="cell" title={entry.name}>
        <EntryIcon entry={entry} />
        <span data-testid="file-name">
          <BreakableName name={entry.name} />
        </span>
      </div>
      {columns.map((c) => {
        if (c.key === 'thumbnail') return null
        if (c.key === 'last_status') return <LastStatusCell key={c.key} status={isParent ? null : props.cells.lastStatus(entry)} label={props.cells.statusLabel} />
        const text = isParent ? '' : cellText(entry, c.key, undefined, prefs, props.cells.absoluteDates)
        if (c.key === 'filament' && !isParent && entry.type === 'file') return <FilamentCell key={c.key} meta={entry.meta} text={text} />
        if (c.key === 'filament_color' && !isParent && entry.type === 'file') return <FilamentColorCell key={c.key} meta={entry.meta} />
        return (
          <div key={c.key} className={`${classes.cell} ${c.align === 'right' ? classes.right : ''}`} role="cell" data-column={c.key} title={text}>
            {text}
          </div>
        )
      })}
      <div className={classes.cell} onClick={(e) => e.stopPropagation()}>
        {!isParent && (
          <button
            type="button"
            className={classes.menuButton}
            aria-label={props.labels.menu(entry.name)}
            onClick={(e) => {
              const r = e.currentTarget.getBoundingClientRect()
              props.onMenu(entry, r.left, r.bottom)
            }}
          >
            <IconDotsVertical size={16} />
          </button>
        )}
      </div>
    </div>
  )
})
