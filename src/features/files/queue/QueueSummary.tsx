import { ActionIcon, Badge, Button, Group, Switch, Text } from '@mantine/core'
import { IconPlayerPause, IconPlayerPlay, IconTrashX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatDuration, formatLength, formatWeight } from '../../../lib/format'
import type { QueueState, QueueTotals } from '../../../lib/queue/job-queue'
import { clearQueue, pauseQueue, startQueue } from '../../../state/actions/job-queue'
import { saveSetting } from '../../../state/actions/settings'
import { usePrintInProgress } from '../../../state/printer-selectors'
import { useUiSetting } from '../../../state/settings/settings'
import { useWait } from '../../../state/waits'
import { confirm } from '../../../ui/confirm'
import classes from './Queue.module.css'

const STATE_COLOR: Record<QueueState, string> = { ready: 'teal', loading: 'blue', starting: 'blue', paused: 'yellow' }

interface QueueSummaryProps {
  state: QueueState | null
  count: number
  totals: QueueTotals
}

/** The queue's state, size and totals, Start or Pause, Clear, and the bed check's switch. */
export function QueueSummary({ state, count, totals }: QueueSummaryProps) {
  const { t } = useTranslation('files')
  const switching = useWait('queue.state')
  const changing = useWait('queue.change')
  const bedCheck = useUiSetting('queue.bedCheck')
  const printing = usePrintInProgress()
  const paused = state === 'paused'
  const filament = totals.filamentWeight > 0 ? formatWeight(totals.filamentWeight) : totals.filament > 0 ? formatLength(totals.filament) : null
  const onClear = async () => {
    const sure = await confirm({ title: t('queue.clearTitle'), message: t('queue.clearMessage', { count }), confirmLabel: t('queue.clear'), cancelLabel: t('actions.cancel'), danger: true })
    if (sure) await clearQueue()
  }
  return (
    <div className={classes.summary}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={8} wrap="wrap" style={{ rowGap: 2 }}>
          {state && (
            <Badge color={STATE_COLOR[state]} variant="light" data-testid="queue-state" data-state={state}>
              {t(`queue.state.${state}`)}
            </Badge>
          )}
          <Text fz="sm" fw={600} data-testid="queue-count">
            {t('queue.jobs', { count })}
          </Text>
          {count > 0 && totals.time > 0 && (
            <Text fz="sm" c="dimmed" data-testid="queue-total-time" title={totals.unknown ? t('queue.someUnknown', { count: totals.unknown }) : undefined}>
              {formatDuration(totals.time)}
              {totals.unknown > 0 ? '+' : ''}
            </Text>
          )}
          {count > 0 && filament && (
            <Text fz="sm" c="dimmed" data-testid="queue-total-filament">
              {filament}
            </Text>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          {paused ? (
            <Button size="compact-sm" leftSection={<IconPlayerPlay size={14} />} loading={switching} disabled={count === 0 || (bedCheck && printing)} onClick={() => void startQueue()} data-testid="queue-start">
              {t('queue.start')}
            </Button>
          ) : (
            <Button size="compact-sm" variant="light" leftSection={<IconPlayerPause size={14} />} loading={switching} disabled={state === null} onClick={() => void pauseQueue()} data-testid="queue-pause">
              {t('queue.pause')}
            </Button>
          )}
          <ActionIcon variant="subtle" color="red" disabled={count === 0 || changing} onClick={() => void onClear()} aria-label={t('queue.clear')} title={t('queue.clear')} data-testid="queue-clear">
            <IconTrashX size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <Switch
        mt={6}
        size="xs"
        label={t('queue.bedCheck')}
        description={bedCheck && paused && printing && count > 0 ? t('queue.bedCheckHolding') : undefined}
        checked={bedCheck}
        onChange={(e) => void saveSetting('queue.bedCheck', e.currentTarget.checked)}
        data-testid="queue-bed-check"
      />
    </div>
  )
}
