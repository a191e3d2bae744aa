import { Loader, SimpleGrid, Stack } from '@mantine/core'
import { IconChartLine } from '@tabler/icons-react'
import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { loadMachine } from '../../state/machine'
import { Card } from '../../ui/Card'
import { DiskCard } from './DiskCard'
import { HostOverviewCard } from './HostOverviewCard'
import { LogsCard } from './LogsCard'
import { McuCards } from './McuCards'
import { NetworkCard } from './NetworkCard'
import { preloadable } from '../../ui/preloadable'

/** The charts' code (uPlot) is fetched as soon as this screen's is in, not once the screen has rendered. */
const UtilizationCharts = preloadable(() => import('./UtilizationCharts'))
UtilizationCharts.preload()

/** The System screen (SPEC §2): host, storage, utilization, network, MCUs, logs. */
export default function SystemPage() {
  const { t } = useTranslation('system')
  // Host facts change rarely but outside the UI: read them fresh when the page opens.
  useEffect(() => {
    void loadMachine()
  }, [])
  return (
    <Stack gap="md" data-testid="system-page">
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        <HostOverviewCard />
        <DiskCard />
        <NetworkCard />
      </SimpleGrid>
      <Card title={t('charts.title', 'Utilization')} icon={<IconChartLine size={18} />} testId="system-charts">
        <Suspense fallback={<Loader size="sm" />}>
          <UtilizationCharts />
        </Suspense>
      </Card>
      <McuCards />
      <LogsCard />
    </Stack>
  )
}
