import { Center, Loader, Text } from '@mantine/core'
import { useMemo, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { queueTotals, type QueueCandidate } from '../../../lib/queue/job-queue'
import { addToQueue } from '../../../state/actions/job-queue'
import { useJobQueue } from '../../../state/job-queue-view'
import { QUEUE_DRAG_TYPE } from './queued-entry'
import { QueueList } from './QueueList'
import { QueueSummary } from './QueueSummary'
import classes from './Queue.module.css'

const isCandidate = (v: unknown): v is QueueCandidate =>
  typeof v === 'object' && v !== null && 'path' in v && typeof v.path === 'string' && 'type' in v && (v.type === 'file' || v.type === 'directory')

/** The files a row drag carries (FileTable), or none when the payload is not one. */
function draggedFiles(e: DragEvent): QueueCandidate[] {
  try {
    const parsed: unknown = JSON.parse(e.dataTransfer.getData(QUEUE_DRAG_TYPE) || '[]')
    return Array.isArray(parsed) ? parsed.filter(isCandidate) : []
  } catch {
    return []
  }
}

/** The printer's job queue: its state and totals, the jobs in order, and a drop target for files. */
export function QueuePanel({ height }: { height?: number }) {
  const { t } = useTranslation('files')
  const queue = useJobQueue()
  const [over, setOver] = useState(false)
  const depth = useRef(0)
  const totals = useMemo(() => queueTotals(queue.jobs, (f) => queue.files[f]), [queue.jobs, queue.files])

  const accepts = (e: DragEvent) => e.dataTransfer.types.includes(QUEUE_DRAG_TYPE)
  const onDragEnter = (e: DragEvent) => {
    if (!accepts(e)) return
    depth.current++
    setOver(true)
  }
  const onDragOver = (e: DragEvent) => {
    if (!accepts(e)) return
    e.preventDefault()
    e.dataTransfer.dropEffect = 'copy'
  }
  const onDragLeave = (e: DragEvent) => {
    if (!accepts(e)) return
    depth.current = Math.max(0, depth.current - 1)
    if (depth.current === 0) setOver(false)
  }
  const onDrop = (e: DragEvent) => {
    if (!accepts(e)) return
    e.preventDefault()
    depth.current = 0
    setOver(false)
    const files = draggedFiles(e)
    if (files.length) void addToQueue(files)
  }

  return (
    <div className={classes.drop} data-over={over || undefined} data-testid="queue-panel" onDragEnter={onDragEnter} onDragOver={onDragOver} onDragLeave={onDragLeave} onDrop={onDrop}>
      {!queue.available ? (
        <Text c="dimmed" fz="sm" className={classes.empty}>
          {t('queue.unavailable')}
        </Text>
      ) : !queue.loaded ? (
        <Center p="md">
          <Loader size="sm" />
        </Center>
      ) : (
        <>
          <QueueSummary state={queue.state} count={queue.jobs.length} totals={totals} />
          {queue.jobs.length === 0 ? (
            <Text c="dimmed" fz="sm" className={classes.empty} data-testid="queue-empty">
              {t('queue.empty')}
            </Text>
          ) : (
            <QueueList jobs={queue.jobs} files={queue.files} height={height} />
          )}
        </>
      )}
    </div>
  )
}
