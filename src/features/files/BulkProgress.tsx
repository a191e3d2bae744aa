import { Alert, Button, Group, Progress, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLeaveWarning } from '../../ui/use-leave-warning'
import { bulkRunning, cancelBulk, dismissBulk, useBulkStore } from '../../state/bulk'

/** Progress of removing or moving many entries (n of N, Cancel), then what failed. */
export function BulkProgress() {
  const { t } = useTranslation('files')
  const op = useBulkStore((s) => s.operation)
  const running = !!op?.running
  // Closing the tab would stop the operation halfway: ask first.
  useLeaveWarning(running, bulkRunning)
  if (!op) return null
  const counts = { finished: op.finished, total: op.total, failed: op.failed }
  if (op.running) {
    return (
      <Group gap="sm" px="sm" py={6} wrap="nowrap" data-testid="bulk-progress">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t(`bulk.${op.kind}Progress`, counts)}
        </Text>
        <Progress value={op.total ? (op.finished / op.total) * 100 : 0} style={{ flex: 1 }} aria-label={t(`bulk.${op.kind}Progress`, counts)} />
        <Button size="compact-sm" variant="subtle" color="gray" onClick={cancelBulk}>
          {t('actions.cancel')}
        </Button>
      </Group>
    )
  }
  return (
    <Alert
      m="xs"
      color={op.failed ? 'red' : 'yellow'}
      withCloseButton
      closeButtonLabel={t('bulk.dismiss')}
      onClose={dismissBulk}
      data-testid="bulk-result"
      title={op.cancelled ? t('bulk.cancelled', counts) : t(`bulk.${op.kind}Failed`, counts)}
    >
      {op.firstError}
    </Alert>
  )
}
