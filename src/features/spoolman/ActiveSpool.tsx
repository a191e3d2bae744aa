import { Group, Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SpoolmanSpool } from '../../moonraker/types'
import { formatLength, formatWeight } from '../../lib/format'
import { remainingFraction, spoolName } from '../../lib/spoolman/spools'
import { SpoolSwatch } from './SpoolSwatch'

/** The active spool: what it is, and how much is left, as figures and a bar. */
export function ActiveSpool({ spool }: { spool: SpoolmanSpool }) {
  const { t } = useTranslation('spoolman')
  const fraction = remainingFraction(spool)
  const vendor = spool.filament.vendor?.name
  return (
    <Stack gap={6} data-testid="active-spool" data-spool-id={spool.id}>
      <Group gap="sm" wrap="nowrap">
        <SpoolSwatch spool={spool} size={32} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate data-testid="active-spool-name">
            {spoolName(spool)}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {[vendor, spool.filament.material, t('spoolNumber', { id: spool.id })].filter(Boolean).join(' · ')}
          </Text>
        </div>
      </Group>
      {fraction !== null && <Progress value={fraction * 100} size="lg" radius="sm" aria-label={t('remaining')} data-testid="spool-remaining-bar" />}
      <Group justify="space-between" gap="xs">
        <Text size="sm" data-testid="spool-remaining">
          {spool.remaining_weight !== undefined && formatWeight(spool.remaining_weight)}
          {spool.remaining_length !== undefined && ` · ${formatLength(spool.remaining_length)}`} {t('left')}
        </Text>
        {fraction !== null && (
          <Text size="sm" c="dimmed">
            {Math.round(fraction * 100)} %
          </Text>
        )}
      </Group>
    </Stack>
  )
}
