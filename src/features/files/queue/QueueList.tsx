import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { FileEntry } from '../../../lib/files/entry'
import type { QueuedJob } from '../../../moonraker/types'
import { baseName } from '../../../lib/files/paths'
import { moveQueuedJob, printNext, removeQueuedJob } from '../../../state/actions/job-queue'
import { useFileSrcs } from '../../../state/file-urls'
import type { QueuedFile } from '../../../state/queue-files'
import { useWait } from '../../../state/waits'
import { usePendingValue } from '../../../ui/use-pending-value'
import { layoutFreeBinding } from '../../../ui/virtual-list'
import { thumbnailUrl } from '../useFileCommands'
import { queuedEntry } from './queued-entry'
import { QueueJobRow } from './QueueJobRow'
import classes from './Queue.module.css'

/** A row with a one-line name; rows are measured once shown. */
const ROW_ESTIMATE = 50

/** Two lists name the same files in the same order (a reorder gives every job a new id). */
const sameOrder = (a: QueuedJob[], b: QueuedJob[]) => a.length === b.length && a.every((j, i) => j.filename === b[i].filename)
/** An order as "the printer did not apply …" names it: its first files. */
const orderText = (jobs: QueuedJob[]) => jobs.slice(0, 3).map((j) => baseName(j.filename)).join(' → ') + (jobs.length > 3 ? ' …' : '')

interface QueueListProps {
  jobs: QueuedJob[]
  files: Record<string, QueuedFile>
  height?: number
}

/**
 * Each job's file entry, the same object while its job and file are: rows are memoised, and a file's
 * figures arriving re-render its own rows only.
 */
function useQueuedEntries(jobs: QueuedJob[], files: Record<string, QueuedFile>): (job: QueuedJob) => FileEntry {
  const cache = useRef(new Map<string, { job: QueuedJob; file: QueuedFile | undefined; entry: FileEntry }>())
  return useMemo(() => {
    const kept = cache.current
    const next = new Map<string, { job: QueuedJob; file: QueuedFile | undefined; entry: FileEntry }>()
    for (const job of jobs) {
      const file = files[job.filename]
      const old = kept.get(job.job_id)
      next.set(job.job_id, old && old.job.filename === job.filename && old.file === file ? old : { job, file, entry: queuedEntry(job, file) })
    }
    cache.current = next
    return (job: QueuedJob) => next.get(job.job_id)?.entry ?? queuedEntry(job, files[job.filename])
  }, [jobs, files])
}

/**
 * The queued jobs in the printer's order. A drag shows its new order at once and posts it; the
 * printer's next notification decides what shows (another tab's reorder included).
 */
export function QueueList({ jobs, files, height }: QueueListProps) {
  const { t } = useTranslation('files')
  const order = usePendingValue(jobs, { same: sameOrder, label: t('queue.title'), format: orderText })
  const busy = useWait('queue.change')
  const src = useFileSrcs()
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const shown = order.shown
  const entryOf = useQueuedEntries(shown, files)
  // The same list while the order is: a new one re-renders every sortable row.
  const idKey = shown.map((j) => j.job_id).join()
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const ids = useMemo(() => shown.map((j) => j.job_id), [idKey])

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over || active.id === over.id) return
      const from = shown.findIndex((j) => j.job_id === active.id)
      const to = shown.findIndex((j) => j.job_id === over.id)
      if (from < 0 || to < 0) return
      order.send(arrayMove(shown, from, to), () => moveQueuedJob(String(active.id), String(over.id)))
    },
    [shown, order],
  )
  // Only the rows in view (and a few around them) are rendered: a queue of hundreds of jobs re-renders
  // a screenful as it advances, not every job.
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (i) => shown[i].job_id,
    overscan: 8,
    ...layoutFreeBinding({ width: 0, height: height ?? 360 }),
  })
  const items = virtualizer.getVirtualItems()
  const before = items.length ? items[0].start : 0
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0
  const onPrintNext = useCallback((id: string) => void printNext(id), [])
  const onRemove = useCallback((id: string) => void removeQueuedJob(id), [])

  return (
    <div ref={scroller} className={classes.list} style={{ maxHeight: height }} data-testid="queue-list">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <div style={{ height: before }} />
          {items.map(({ index: i, key }) => {
            const job = shown[i]
            const file = files[job.filename]
            const entry = entryOf(job)
            return (
              <div key={key} data-index={i} ref={virtualizer.measureElement}>
                <QueueJobRow
                  id={job.job_id}
                  entry={entry}
                  position={i + 1}
                  missing={file?.missing === true}
                  thumbnail={file?.meta ? src(thumbnailUrl('gcodes', entry)) : null}
                  first={i === 0}
                  busy={busy || order.pending}
                  onPrintNext={onPrintNext}
                  onRemove={onRemove}
                />
              </div>
            )
          })}
          <div style={{ height: after }} />
        </SortableContext>
      </DndContext>
    </div>
  )
}
