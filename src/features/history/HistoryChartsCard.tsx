import { Center, Loader, SegmentedControl } from '@mantine/core'
import { useInViewport } from '@mantine/hooks'
import { IconChartBar } from '@tabler/icons-react'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BucketUnit } from '../../lib/history/buckets'
import { Card } from '../../ui/Card'
import { lazy } from '../../ui/lazy'

// uPlot and the chart code load only when the charts scroll into view.
const HistoryCharts = lazy(() => import('./HistoryCharts'))

/** Filament and print time per day/week/month, and how finished jobs ended. */
export function HistoryChartsCard() {
  const { t } = useTranslation('history')
  const { ref, inViewport } = useInViewport()
  const [seen, setSeen] = useState(false)
  const [unit, setUnit] = useState<BucketUnit>('day')
  useEffect(() => {
    if (inViewport) setSeen(true)
  }, [inViewport])
  return (
    <Card
      title={t('charts.title')}
      icon={<IconChartBar size={20} />}
      testId="history-charts"
      actions={
        <SegmentedControl
          size="xs"
          value={unit}
          onChange={(v) => setUnit(v === 'week' || v === 'month' ? v : 'day')}
          data={[
            { value: 'day', label: t('charts.day') },
            { value: 'week', label: t('charts.week') },
            { value: 'month', label: t('charts.month') },
          ]}
        />
      }
    >
      <div ref={ref} style={{ minHeight: 240 }}>
        {seen && (
          <Suspense
            fallback={
              <Center h={240}>
                <Loader size="sm" />
              </Center>
            }
          >
            <HistoryCharts unit={unit} visible={inViewport} />
          </Suspense>
        )}
      </div>
    </Card>
  )
}
