import { Group, Text } from '@mantine/core'
import { IconListNumbers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFarmPrinter, type FleetPrinter } from '../../state/fleet/fleet'

/** The printer's job queue on its card: how many jobs wait and which file is next. */
export function FarmQueue({ printer }: { printer: FleetPrinter }) {
  const { t } = useTranslation('farm')
  const jobs = useFarmPrinter(printer, (p) => p.queuedJobs ?? 0)
  const next = useFarmPrinter(printer, (p) => p.nextJob)
  const paused = useFarmPrinter(printer, (p) => p.queueState === 'paused')
  if (jobs === 0) return null
  return (
    <Group gap={6} wrap="nowrap" data-testid="farm-queue" data-jobs={jobs}>
      <IconListNumbers size={14} style={{ flex: 'none', color: 'var(--mantine-color-dimmed)' }} />
      <Text fz="xs" c="dimmed" style={{ flex: 'none' }}>
        {paused ? t('queuePaused', { count: jobs }) : t('queued', { count: jobs })}
      </Text>
      {next && (
        <Text fz="xs" truncate="end" title={next} data-testid="farm-queue-next">
          {t('queueNext', { name: next })}
        </Text>
      )}
    </Group>
  )
}
