import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { QueuedJob } from '../../../moonraker/types'
import { baseName } from '../../../lib/files/paths'
import { moveQueuedJob, printNext, removeQueuedJob } from '../../../state/actions/job-queue'
import { useFileSrcs } from '../../../state/file-urls'
import type { QueuedFile } from '../../../state/queue-files'
import { useWait } from '../../../state/waits'
import { usePendingValue } from '../../../ui/use-pending-value'
import { thumbnailUrl } from '../useFileCommands'
import { queuedEntry } from './queued-entry'
import { QueueJobRow } from './QueueJobRow'
import classes from './Queue.module.css'

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
  const onPrintNext = useCallback((id: string) => void printNext(id), [])
  const onRemove = useCallback((id: string) => void removeQueuedJob(id), [])

  return (
    <div className={classes.list} style={{ maxHeight: height }} data-testid="queue-list">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={shown.map((j) => j.job_id)} strategy={verticalListSortingStrategy}>
          {shown.map((job, i) => {
            const file = files[job.filename]
            const entry = queuedEntry(job, file)
            return (
              <QueueJobRow
                key={job.job_id}
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
            )
          })}
        </SortableContext>
      </DndContext>
    </div>
  )
}
