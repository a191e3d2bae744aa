import { Button, Group, Text } from '@mantine/core'
import { IconDownload, IconFileZip, IconListNumbers, IconTrash, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useWait } from '../../state/waits'

interface BulkBarProps {
  count: number
  canDelete: boolean
  canDownload: boolean
  canZip: boolean
  /** The printer has a job queue (the selection is checked when added). */
  canQueue: boolean
  onQueue(): void
  onDelete(): void
  onZip(): void
  onDownload(): void
  onClear(): void
}

/** Actions on every selected row. */
export function BulkBar({ count, canDelete, canDownload, canZip, canQueue, onQueue, onDelete, onZip, onDownload, onClear }: BulkBarProps) {
  const { t } = useTranslation('files')
  const zipping = useWait('files.zip')
  return (
    <Group gap="xs" px="sm" py={6} data-testid="bulk-actions" style={{ background: 'var(--mantine-primary-color-light)' }}>
      <Text size="sm" fw={600} style={{ flex: 1 }}>
        {t('bulk.selected', { count })}
      </Text>
      {canQueue && (
        <Button size="compact-sm" variant="subtle" leftSection={<IconListNumbers size={16} />} onClick={onQueue} data-testid="bulk-queue">
          {t('menu.add_to_queue')}
        </Button>
      )}
      {canDownload && (
        <Button size="compact-sm" variant="subtle" leftSection={<IconDownload size={16} />} onClick={onDownload}>
          {t('menu.download')}
        </Button>
      )}
      {canZip && (
        <Button size="compact-sm" variant="subtle" leftSection={<IconFileZip size={16} />} onClick={onZip} loading={zipping} data-testid="bulk-zip">
          {t('bulk.zip')}
        </Button>
      )}
      {canDelete && (
        <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          {t('menu.remove')}
        </Button>
      )}
      <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconX size={16} />} onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </Group>
  )
}
