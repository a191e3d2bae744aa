import { Group, Stack, Text, Title } from '@mantine/core'
import { memo, useDeferredValue, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { resample } from '../../../lib/input-shaper/history'
import { formatDateTime } from '../../../lib/datetime'
import { loadMeasurements } from '../../../state/actions/input-shaper'
import { dateTimePrefs } from '../../../state/datetime-prefs'
import { useShaperHistory } from '../../../state/settings/shaper-history'
import { useWait } from '../../../state/waits'
import { ShaperChart } from './ShaperChart'
import { MeasurementTable } from './MeasurementTable'

const COMPARE_COLORS = ['#ab47bc', '#26c6da']

/**
 * The printer's past measurements: pick two to see their spectra on one chart. The list follows the
 * store in a deferred render, so a measurement kept as a test ends is added in the background; the
 * picks follow at once.
 */
export const ShaperHistory = memo(function ShaperHistory() {
  const { t } = useTranslation('shaper')
  const measurements = useDeferredValue(useShaperHistory((s) => s.measurements))
  const loaded = useShaperHistory((s) => s.loaded)
  // Not deferred: the checkboxes it controls must show a click at once.
  const compared = useShaperHistory((s) => s.compared)
  const deleting = useWait('shaperHistory')
  useEffect(() => {
    if (!loaded) void loadMeasurements()
  }, [loaded])
  const pair = compared.map((id) => measurements.find((m) => m.id === id)).filter((m) => m !== undefined)
  const when = (ms: number) => formatDateTime(new Date(ms), dateTimePrefs())
  const lines = useMemo(() => {
    if (pair.length !== 2) return []
    const grid = pair[0].freqs
    return pair.map((m, i) => ({
      label: t('history.line', { axis: m.axis.toUpperCase(), when: when(m.measuredAt) }),
      color: COMPARE_COLORS[i],
      values: i === 0 ? m.psd.sum : resample(m.freqs, m.psd.sum, grid),
      width: 2,
    }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pair.map((m) => m.id).join(), t])
  if (!measurements.length) return null
  return (
    <Stack gap={6} data-testid="shaper-history">
      <Title order={4}>{t('history.title')}</Title>
      <Text size="xs" c="dimmed">
        {t('history.hint')}
      </Text>
      <MeasurementTable measurements={measurements} compared={compared} deleting={deleting} />
      {pair.length === 2 && (
        <Group grow>
          <ShaperChart freqs={pair[0].freqs} lines={lines} label={t('history.chart')} testId="shaper-compare-chart" />
        </Group>
      )}
    </Stack>
  )
})
