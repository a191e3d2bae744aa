import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ActionIcon, Badge, Group, Text } from '@mantine/core'
import { IconArrowBarToUp, IconGripVertical, IconTrash } from '@tabler/icons-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { FileEntry } from '../../../lib/files/entry'
import { cellText } from '../../../lib/files/columns-format'
import { BreakableName } from '../../../ui/BreakableName'
import classes from './Queue.module.css'

interface QueueJobRowProps {
  id: string
  entry: FileEntry
  position: number
  missing: boolean
  thumbnail: string | null
  /** The first job: "Print next" would change nothing. */
  first: boolean
  busy: boolean
  onPrintNext(id: string): void
  onRemove(id: string): void
}

/** One queued job: drag handle, picture, file, its estimate and filament, Print next and Remove. */
export const QueueJobRow = memo(function QueueJobRow({ id, entry, position, missing, thumbnail, first, busy, onPrintNext, onRemove }: QueueJobRowProps) {
  const { t } = useTranslation('files')
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: busy })
  const time = cellText(entry, 'estimated_time')
  const filament = entry.meta?.filament_weight_total ? cellText(entry, 'filament_weight_total') : cellText(entry, 'filament_total')
  const figures = [time, filament].filter((v) => v !== '-').join(' · ')
  return (
    <div
      ref={setNodeRef}
      className={classes.row}
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}
      data-testid="queue-job"
      data-job-id={id}
      data-filename={entry.path}
      data-missing={missing || undefined}
      data-dragging={isDragging || undefined}
    >
      <span className={classes.handle} {...attributes} {...listeners} aria-label={t('queue.drag', { name: entry.name })} data-testid="queue-drag">
        <IconGripVertical size={16} />
      </span>
      <Text fz="xs" c="dimmed" className={classes.position}>
        {position}
      </Text>
      <div className={classes.thumb}>{thumbnail && <img src={thumbnail} alt="" loading="lazy" decoding="async" />}</div>
      <div className={classes.name}>
        <Text fz="sm" lineClamp={2} title={entry.path} td={missing ? 'line-through' : undefined} c={missing ? 'dimmed' : undefined} data-testid="queue-job-name">
          <BreakableName name={entry.path} />
        </Text>
        <Group gap={6} wrap="nowrap">
          {missing && (
            <Badge size="xs" color="red" variant="light" style={{ flex: 'none' }}>
              {t('queue.missingBadge')}
            </Badge>
          )}
          <Text fz="xs" c="dimmed" truncate="end" title={missing ? t('queue.missingHint') : undefined} data-testid="queue-job-figures">
            {missing ? t('queue.missingHint') : figures}
          </Text>
        </Group>
      </div>
      <Group gap={2} wrap="nowrap">
        <ActionIcon variant="subtle" size="md" disabled={busy || first} onClick={() => onPrintNext(id)} aria-label={t('queue.printNext', { name: entry.name })} title={t('queue.printNext', { name: entry.name })} data-testid="queue-print-next">
          <IconArrowBarToUp size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" size="md" color="red" disabled={busy} onClick={() => onRemove(id)} aria-label={t('queue.remove', { name: entry.name })} title={t('queue.remove', { name: entry.name })} data-testid="queue-remove">
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </div>
  )
})
