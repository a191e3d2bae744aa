import { ActionIcon, Button, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconChartBar, IconTrashX } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCost, jobCost } from '../../lib/history/cost'
import { formatKwh, totalEnergyKwh } from '../../lib/history/job-energy'
import { formatTotal, TOTAL_ROWS, totalsView } from '../../lib/history/totals'
import { resetHistoryTotalsAction } from '../../state/actions/history'
import { useHistoryStore } from '../../state/history'
import { useWait } from '../../state/waits'
import { Card } from '../../ui/Card'
import { confirm } from '../../ui/confirm'
import { useCostSettings } from './use-costs'
import { Tooltip } from '../../ui/tooltip'

/** SPEC §3 history totals, with their averages, and the cost of all jobs when prices are set. */
export function StatsCard() {
  const { t, i18n } = useTranslation('history')
  const locale = i18n.language
  const totals = useHistoryStore((s) => s.totals)
  const costs = useCostSettings()
  const resetting = useWait('history:reset-totals')
  // On a phone the labelled button would squeeze the title ('Druckstatistik' cut to 'Drucks…'): an icon there.
  const phone = useMediaQuery('(max-width: 48em)')
  const view = useMemo(() => totalsView(totals), [totals])
  const auxiliary = useHistoryStore((s) => s.auxiliaryTotals)
  // The totals carry no units: a job that recorded the same field tells them.
  const sample = useHistoryStore((s) => s.jobs.find((j) => j.auxiliary_data?.length)?.auxiliary_data)
  const kwh = useMemo(() => totalEnergyKwh(auxiliary, sample), [auxiliary, sample])
  const cost = jobCost({ filamentMm: view.total_filament_used, seconds: view.total_time, energyKwh: kwh }, costs)

  const clear = async () => {
    if (await confirm({ title: t('stats.clearTitle'), message: t('stats.clearMessage'), danger: true })) await resetHistoryTotalsAction()
  }

  return (
    <Card
      title={t('stats.title')}
      icon={<IconChartBar size={20} />}
      testId="history-stats"
      actions={
        phone ? (
          <Tooltip label={t('stats.clear')}>
            <ActionIcon variant="subtle" color="red" loading={resetting} onClick={() => void clear()} aria-label={t('stats.clear')}>
              <IconTrashX size={18} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrashX size={16} />} loading={resetting} onClick={() => void clear()}>
            {t('stats.clear')}
          </Button>
        )
      }
    >
      <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="md" verticalSpacing="sm">
        {TOTAL_ROWS.map((key) => (
          <Stack key={key} gap={0} data-testid={`total-${key}`}>
            <Text size="xs" c="dimmed">
              {t(`stats.${key}`)}
            </Text>
            <Text fw={600} data-testid="total-value">
              {totals ? formatTotal(key, view, locale) : '–'}
            </Text>
          </Stack>
        ))}
        {kwh !== null && (
          <Stack gap={0} data-testid="total-energy">
            <Text size="xs" c="dimmed">
              {t('stats.energy')}
            </Text>
            <Text fw={600}>{formatKwh(kwh, locale)}</Text>
          </Stack>
        )}
        {cost !== null && (
          <Stack gap={0} data-testid="total-cost">
            <Text size="xs" c="dimmed">
              {t('stats.cost')}
            </Text>
            <Text fw={600}>{formatCost(cost, costs.currency, locale)}</Text>
          </Stack>
        )}
      </SimpleGrid>
    </Card>
  )
}
