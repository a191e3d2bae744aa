import { IconChevronRight, IconClockPlus, IconPrinter, IconTrash } from '@tabler/icons-react'
import { memo, type ReactNode } from 'react'
import type { HistoryColumn } from '../../lib/history/columns'
import { baseName, folderOf } from '../../lib/history/jobs'
import type { HistoryJob } from '../../moonraker/types'
import classes from './HistoryTable.module.css'

export interface RowLabels {
  reprint(name: string): string
  queueLater(name: string): string
  remove(name: string): string
  expand(name: string): string
  select(name: string): string
  fileGone: string
}

interface HistoryRowProps {
  job: HistoryJob
  index: number
  top: number
  template: string
  columns: HistoryColumn[]
  expanded: boolean
  /** Ticked for the sum row under the table. */
  selected: boolean
  onSelect(jobId: string, on: boolean): void
  note: string
  canReprint: boolean
  /** Text of every non-thumbnail column of this job. */
  cellText(job: HistoryJob, key: HistoryColumn['key']): ReactNode
  thumbnailUrl(job: HistoryJob): string | null
  labels: RowLabels
  /** Set on rows whose height is not fixed (the expanded one, wrapped rows on a phone). */
  measure?: (el: HTMLElement | null) => void
  onToggle(jobId: string): void
  onReprint(job: HistoryJob): void
  onQueue?(job: HistoryJob): void
  onDelete(job: HistoryJob): void
  /** The expanded row's details (metadata, note editor). */
  details?: ReactNode
  /** On a phone: columns shown on a line under the name instead of beside it. */
  folded?: readonly HistoryColumn['key'][]
}

/**
 * One job of the history table. Plain elements (no kit components): scrolling 5,000 jobs mounts
 * dozens of rows a frame. File names and notes are text, never markup.
 */
export const HistoryRow = memo(function HistoryRow(props: HistoryRowProps) {
  const { job, columns, labels } = props
  const name = baseName(job.filename)
  const folder = folderOf(job.filename)
  const gone = job.exists === false
  const thumb = columns.some((c) => c.key === 'thumbnail') ? props.thumbnailUrl(job) : null
  return (
    <div
      ref={props.measure}
      data-index={props.index}
      className={classes.row}
      style={{ transform: `translateY(${props.top}px)` }}
      role="row"
      data-testid="history-row"
      data-job-id={job.job_id}
      data-filename={job.filename}
      data-expanded={props.expanded || undefined}
    >
      <div className={`${classes.line} ${props.folded ? classes.compact : ''}`} style={{ gridTemplateColumns: props.template }} onClick={() => props.onToggle(job.job_id)}>
        <div className={`${classes.cell} ${classes.center} ${classes.lead}`}>
          <input
            type="checkbox"
            className={classes.select}
            checked={props.selected}
            aria-label={labels.select(name)}
            onClick={(e) => e.stopPropagation()}
            onChange={(e) => props.onSelect(job.job_id, e.currentTarget.checked)}
            data-testid="history-select"
          />
          <IconChevronRight size={16} className={classes.chevron} aria-label={labels.expand(name)} />
        </div>
        {columns.some((c) => c.key === 'thumbnail') ? (
          <div className={`${classes.cell} ${classes.center}`} role="cell">
            {thumb && <img className={classes.thumb} src={thumb} alt="" loading="lazy" decoding="async" />}
          </div>
        ) : null}
        <div className={`${classes.cell} ${classes.name}`} role="cell" title={gone ? `${job.filename}\n${labels.fileGone}` : job.filename}>
          <span>
            {folder && (
              <span className={classes.folder} data-testid="job-folder">
                {folder}/
              </span>
            )}
            <span className={gone ? classes.gone : undefined} data-testid="job-filename">
              {name}
            </span>
          </span>
          {props.folded && props.folded.length > 0 && (
            <span className={`${classes.sub} ${classes.folded}`} data-testid="job-folded">
              {props.folded.map((key) => (
                <span key={key} data-column={key}>
                  {props.cellText(job, key)}
                </span>
              ))}
            </span>
          )}
          {(props.note || gone) && (
            <span className={classes.sub} data-testid={props.note ? 'job-note-preview' : 'job-file-gone'}>
              {props.note || labels.fileGone}
            </span>
          )}
        </div>
        {columns.map((c) => {
          if (c.key === 'thumbnail') return null
          const text = props.cellText(job, c.key)
          return (
            <div key={c.key} className={`${classes.cell} ${c.align === 'right' ? classes.right : ''} ${c.key === 'status' ? classes.center : ''}`} role="cell" data-column={c.key} title={typeof text === 'string' ? text : undefined}>
              {text}
            </div>
          )
        })}
        <div className={`${classes.cell} ${classes.actions}`} onClick={(e) => e.stopPropagation()}>
          <button type="button" className={classes.iconButton} disabled={!props.canReprint || gone} aria-label={labels.reprint(name)} title={gone ? labels.fileGone : labels.reprint(name)} onClick={() => props.onReprint(job)}>
            <IconPrinter size={16} />
          </button>
          {props.onQueue && (
            <button type="button" className={classes.iconButton} disabled={gone} aria-label={labels.queueLater(name)} title={gone ? labels.fileGone : labels.queueLater(name)} onClick={() => props.onQueue?.(job)} data-testid="history-queue">
              <IconClockPlus size={16} />
            </button>
          )}
          <button type="button" className={classes.iconButton} aria-label={labels.remove(name)} title={labels.remove(name)} onClick={() => props.onDelete(job)}>
            <IconTrash size={16} />
          </button>
        </div>
      </div>
      {props.expanded && props.details && <div className={classes.details}>{props.details}</div>}
    </div>
  )
})
