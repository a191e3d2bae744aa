import { ActionIcon, Group, Paper, Portal, Progress, Stack, Text } from '@mantine/core'
import { IconDownload, IconUpload, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { formatFileSize, formatNumberUpTo } from '../../lib/format'
import { cancelTransfer, useTransfersStore, type Transfer } from '../../state/transfers'

function TransferRow({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation('files')
  const processing = transfer.kind === 'upload' && transfer.percent >= 100 && !transfer.complete
  const Icon = transfer.kind === 'upload' ? IconUpload : IconDownload
  return (
    <div data-testid="transfer" data-kind={transfer.kind} data-file={transfer.filepath}>
      <Group gap={6} wrap="nowrap">
        <Icon size={16} />
        <Text size="sm" truncate style={{ flex: 1 }} title={transfer.filepath}>
          {transfer.filepath}
        </Text>
        {!transfer.complete && (
          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('transfers.cancel')} onClick={() => cancelTransfer(transfer.id)}>
            <IconX size={14} />
          </ActionIcon>
        )}
      </Group>
      <Progress value={transfer.percent} size="sm" mt={4} animated={processing} striped={processing} />
      <Group justify="space-between" mt={2}>
        <Text size="xs" c="dimmed" data-testid="transfer-status">
          {transfer.complete ? t('transfers.done') : processing ? t('transfers.processing') : `${transfer.percent} %`}
        </Text>
        <Text size="xs" c="dimmed">
          {transfer.size > 0 && `${formatFileSize(transfer.loaded)} / ${formatFileSize(transfer.size)} · `}
          {formatNumberUpTo(transfer.speed, 2)} {transfer.unit}/s
        </Text>
      </Group>
    </div>
  )
}

/** Uploads and downloads of the browser's roots, in a corner above the page. */
export function TransfersPanel({ roots }: { roots: readonly string[] }) {
  const { t } = useTranslation('files')
  const transfers = useTransfersStore(useShallow((s) => s.transfers.filter((x) => roots.includes(x.root))))
  if (transfers.length === 0) return null
  return (
    <Portal>
      <Paper
        shadow="lg"
        withBorder
        p="sm"
        data-testid="transfers"
        style={{ position: 'fixed', right: 16, bottom: 16, width: 'min(360px, calc(100vw - 32px))', zIndex: 300, maxHeight: '50vh', overflow: 'auto' }}
      >
        <Text size="sm" fw={600} mb="xs">
          {t('transfers.title')}
        </Text>
        <Stack gap="sm">
          {transfers.map((x) => (
            <TransferRow key={x.id} transfer={x} />
          ))}
        </Stack>
      </Paper>
    </Portal>
  )
}
