import { ActionIcon, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { resample } from '../../../lib/input-shaper/history'
import { formatDateTime } from '../../../lib/datetime'
import { formatNumber } from '../../../lib/format'
import { deleteMeasurement, loadMeasurements } from '../../../state/actions/input-shaper'
import { dateTimePrefs } from '../../../state/datetime-prefs'
import { toggleCompared, useShaperHistory } from '../../../state/settings/shaper-history'
import { useWait } from '../../../state/waits'
import { ShaperChart } from './ShaperChart'
import { SHAPER_LABEL } from './ShaperTable'

const COMPARE_COLORS = ['#ab47bc', '#26c6da']

/** The printer's past measurements: pick two to see their spectra on one chart. */
export function ShaperHistory() {
  const { t } = useTranslation('shaper')
  const measurements = useShaperHistory((s) => s.measurements)
  const loaded = useShaperHistory((s) => s.loaded)
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
      <Table.ScrollContainer minWidth={400}>
        <Table verticalSpacing={2} fz="sm" style={{ whiteSpace: 'nowrap' }}>
          <Table.Tbody>
            {measurements.map((m) => {
              const best = m.fits.find((f) => f.name === m.recommended) ?? m.fits[0]
              return (
                <Table.Tr key={m.id} data-testid="shaper-measurement">
                  <Table.Td>
                    <Checkbox size="xs" checked={compared.includes(m.id)} onChange={() => toggleCompared(m.id)} aria-label={t('history.compare', { when: when(m.measuredAt) })} />
                  </Table.Td>
                  <Table.Td>{when(m.measuredAt)}</Table.Td>
                  <Table.Td>{t('axis', { axis: m.axis.toUpperCase() })}</Table.Td>
                  <Table.Td>
                    {SHAPER_LABEL[best.name]} {t('hz', { value: formatNumber(best.freq, 1) })}
                  </Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon size="sm" variant="subtle" color="gray" disabled={deleting} onClick={() => void deleteMeasurement(m.id)} aria-label={t('history.delete', { when: when(m.measuredAt) })}>
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pair.length === 2 && (
        <Group grow>
          <ShaperChart freqs={pair[0].freqs} lines={lines} label={t('history.chart')} testId="shaper-compare-chart" />
        </Group>
      )}
    </Stack>
  )
}
