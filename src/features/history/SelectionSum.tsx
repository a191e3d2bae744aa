import { Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDuration, formatLength } from '../../lib/format'
import type { JobSum } from '../../lib/history/selection-sum'

/** The sum row under the History table while jobs are ticked: how many, their print time and filament. */
export function SelectionSum({ sum, locale, onClear }: { sum: JobSum; locale: string; onClear(): void }) {
  const { t } = useTranslation('history')
  if (sum.count === 0) return null
  return (
    <Group gap="md" px="sm" py={6} wrap="wrap" data-testid="history-selection-sum" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" fw={600} data-testid="sum-count">
        {t('jobs.selected', { count: sum.count })}
      </Text>
      <Text size="sm" data-testid="sum-print-time">
        {t('jobs.sumPrintTime', { time: formatDuration(sum.printDuration, locale) })}
      </Text>
      <Text size="sm" data-testid="sum-filament">
        {t('jobs.sumFilament', { length: formatLength(sum.filamentUsed, locale) })}
      </Text>
      <Button size="compact-xs" variant="subtle" ml="auto" onClick={onClear}>
        {t('jobs.clearSelection')}
      </Button>
    </Group>
  )
}
