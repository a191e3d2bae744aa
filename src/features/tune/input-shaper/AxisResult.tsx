import { Skeleton, Stack, Text, Title } from '@mantine/core'
import { memo, useDeferredValue, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { shaperCurve, type TestAxis } from '../../../lib/input-shaper/analyse'
import { formatNumber } from '../../../lib/format'
import type { AxisResult as Result } from '../../../state/input-shaper'
import { chooseShaper, useInputShaperStore } from '../../../state/input-shaper'
import { ShaperChart, type SpectrumLine } from './ShaperChart'
import { SHAPER_LABEL, ShaperTable } from './ShaperTable'

const COLORS = { x: '#ef5350', y: '#66bb6a', z: '#42a5f5', sum: '#ab47bc', shaped: '#ff9800', response: '#78909c' }

interface Props {
  axis: TestAxis
  result: Result
}

/**
 * One axis's measurement. A new result is first drawn as a placeholder and then rendered in the
 * background (a deferred render yields to the page every few milliseconds), so the result that
 * arrives as a test ends never holds the main thread in one long task; the card's own re-renders
 * (progress, waits) leave it alone.
 */
export const AxisResult = memo(function AxisResult({ axis, result }: Props) {
  const shown = useDeferredValue<Result | null>(result, null)
  if (!shown) return <Skeleton height={HEIGHT_BEFORE_SHOWN} radius="sm" data-testid={`shaper-axis-${axis}-pending`} />
  return <AxisResultView axis={axis} result={shown} />
})

/** Roughly the title, recommendation and chart, so the card does not jump when the result shows. */
const HEIGHT_BEFORE_SHOWN = 320

/** The spectrum with the chosen shaper's effect, and the table of shapers. */
function AxisResultView({ axis, result }: Props) {
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
