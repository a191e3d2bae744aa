import { Stack, Text, Title } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { shaperCurve, type TestAxis } from '../../../lib/input-shaper/analyse'
import { formatNumber } from '../../../lib/format'
import type { AxisResult as Result } from '../../../state/input-shaper'
import { chooseShaper, useInputShaperStore } from '../../../state/input-shaper'
import { ShaperChart, type SpectrumLine } from './ShaperChart'
import { SHAPER_LABEL, ShaperTable } from './ShaperTable'

const COLORS = { x: '#ef5350', y: '#66bb6a', z: '#42a5f5', sum: '#ab47bc', shaped: '#ff9800', response: '#78909c' }

/** One axis's measurement: its spectrum with the chosen shaper's effect, and the table of shapers. */
export function AxisResult({ axis, result }: { axis: TestAxis; result: Result }) {
  const { t } = useTranslation('shaper')
  const chosen = useInputShaperStore((s) => s.chosen[axis]) ?? result.recommended
  const fit = result.fits.find((f) => f.name === chosen) ?? result.fits[0]
  const best = result.fits.find((f) => f.name === result.recommended) ?? result.fits[0]
  const lines = useMemo<SpectrumLine[]>(() => {
    const curve = shaperCurve(fit.name, fit.freq, result.freqs)
    const shaper = `${SHAPER_LABEL[fit.name]} ${formatNumber(fit.freq, 1)}`
    return [
      { label: 'X', color: COLORS.x, values: result.psd.x, width: 1 },
      { label: 'Y', color: COLORS.y, values: result.psd.y, width: 1 },
      { label: 'Z', color: COLORS.z, values: result.psd.z, width: 1 },
      { label: t('chart.sum'), color: COLORS.sum, values: result.psd.sum, width: 2 },
      { label: t('chart.shaped', { shaper }), color: COLORS.shaped, values: result.psd.sum.map((p, i) => p * curve[i]), width: 2 },
      { label: t('chart.response', { shaper }), color: COLORS.response, values: curve, scale: 'response', dash: [6, 4] },
    ]
  }, [fit.name, fit.freq, result, t])
  const name = axis.toUpperCase()
  return (
    <Stack gap={6} data-testid={`shaper-axis-${axis}`} data-analysis-ms={result.analysisMs === undefined ? undefined : Math.round(result.analysisMs)} data-samples={result.samples}>
      <Title order={4}>{t('axis', { axis: name })}</Title>
      <Text size="sm" data-testid={`shaper-recommendation-${axis}`} data-shaper={best.name} data-freq={best.freq.toFixed(1)}>
        {t('recommendation', { shaper: SHAPER_LABEL[best.name], freq: formatNumber(best.freq, 1), accel: formatNumber(best.maxAccel) })}
      </Text>
      <ShaperChart freqs={result.freqs} lines={lines} label={t('chart.label', { axis: name })} testId={`shaper-chart-${axis}`} />
      <ShaperTable fits={result.fits} recommended={result.recommended} chosen={fit.name} onChoose={(n) => chooseShaper(axis, n)} axis={name} testId={`shaper-table-${axis}`} />
    </Stack>
  )
}
