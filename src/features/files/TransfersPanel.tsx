import { ActionIcon, Group, Paper, Portal, Progress, Stack, Text } from '@mantine/core'
import { IconDownload, IconRefresh, IconUpload, IconX } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { formatFileSize, formatNumberUpTo } from '../../lib/format'
import { useTransfersStore, type Transfer } from '../../state/transfer-list'
import { cancelTransfer, retryUpload } from '../../state/transfers'

function transferStatus(transfer: Transfer, t: TFunction<'files'>): string {
  if (transfer.error !== null) return transfer.connectionLost ? t('transfers.connectionLost') : t('transfers.failed', { message: transfer.error })
  if (transfer.complete) return t('transfers.done')
  if (transfer.waiting) return t('transfers.waiting')
  if (transfer.kind === 'upload' && transfer.percent >= 100) return t('transfers.processing')
  return `${transfer.percent} %`
}

function TransferRow({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation('files')
  const failed = transfer.error !== null
  const processing = transfer.kind === 'upload' && transfer.percent >= 100 && !transfer.complete && !failed
  const Icon = transfer.kind === 'upload' ? IconUpload : IconDownload
  return (
    <div data-testid="transfer" data-kind={transfer.kind} data-file={transfer.filepath} data-state={failed ? 'failed' : transfer.waiting ? 'waiting' : transfer.complete ? 'complete' : 'running'}>
      <Group gap={6} wrap="nowrap">
        <Icon size={16} />
        <Text size="sm" truncate style={{ flex: 1 }} title={transfer.filepath}>
          {transfer.filepath}
        </Text>
        {failed && (
          <ActionIcon size="sm" variant="subtle" aria-label={t('transfers.retry')} title={t('transfers.retry')} onClick={() => retryUpload(transfer.id)}>
            <IconRefresh size={14} />
          </ActionIcon>
        )}
        {!transfer.complete && (
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={failed ? t('transfers.dismiss') : t('transfers.cancel')}
            title={failed ? t('transfers.dismiss') : t('transfers.cancel')}
            onClick={() => cancelTransfer(transfer.id)}
          >
            <IconX size={14} />
          </ActionIcon>
        )}
      </Group>
      <Progress value={transfer.percent} size="sm" mt={4} color={failed ? 'red' : undefined} animated={processing || transfer.waiting} striped={processing || transfer.waiting} />
      <Group justify="space-between" mt={2} wrap="nowrap" align="flex-start">
        <Text size="xs" c={failed ? 'red' : 'dimmed'} data-testid="transfer-status" style={{ overflowWrap: 'anywhere' }}>
          {transferStatus(transfer, t)}
        </Text>
        {!failed && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {transfer.size > 0 && `${formatFileSize(transfer.loaded)} / ${formatFileSize(transfer.size)} · `}
            {formatNumberUpTo(transfer.speed, 2)} {transfer.unit}/s
          </Text>
        )}
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
