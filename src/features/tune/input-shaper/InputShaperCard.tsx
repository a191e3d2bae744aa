import { Button, Group, Progress, Stack, Text } from '@mantine/core'
import { IconWaveSine } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { TestAxis } from '../../../lib/input-shaper/analyse'
import { formatPercent } from '../../../lib/format'
import { runResonanceTest } from '../../../state/actions/input-shaper'
import { useInputShaperStore } from '../../../state/input-shaper'
import { usePrinter } from '../../../state/printer-fields'
import { useAllowed } from '../../../state/use-allowed'
import { useWait } from '../../../state/waits'
import { Card } from '../../../ui/Card'
import { AxisResult } from './AxisResult'
import { NoAccelerometer } from './NoAccelerometer'
import { ShaperActions } from './ShaperActions'
import { ShaperHistory } from './ShaperHistory'

const RUNS: { key: 'x' | 'y' | 'both'; axes: TestAxis[] }[] = [
  { key: 'x', axes: ['x'] },
  { key: 'y', axes: ['y'] },
  { key: 'both', axes: ['x', 'y'] },
]

/** Input shaper: the resonance test per axis, its spectra and shapers, and applying the one chosen. */
export default function InputShaperCard() {
  const { t } = useTranslation('shaper')
  const missing = usePrinter((p) => ['adxl345', 'resonance_tester', 'input_shaper'].filter((s) => !Object.keys(p.object('configfile')?.settings ?? {}).some((k) => k === s || k.startsWith(`${s} `))).join(','))
  const centre = usePrinter((p) => `${(p.config('stepper_x')?.position_max ?? 200) / 2},${(p.config('stepper_y')?.position_max ?? 200) / 2}`)
  const run = useInputShaperStore((s) => s.run)
  const results = useInputShaperStore((s) => s.results)
  const testing = useWait('resonanceTest')
  const canTest = useAllowed(runResonanceTest.allowed)
  const measured = (['x', 'y'] as const).filter((a) => results[a])
  const lacking = missing ? missing.split(',') : []
  const [cx, cy] = centre.split(',').map(Number)
  const chipMissing = lacking.includes('adxl345') || lacking.includes('resonance_tester')
  return (
    <Card title={t('title')} icon={<IconWaveSine size={20} />} testId="input-shaper-card">
      {chipMissing ? (
        <NoAccelerometer missing={lacking} centre={[cx, cy]} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('hint')}
          </Text>
          <Group gap="xs">
            {RUNS.map((r) => (
              <Button key={r.key} size="xs" variant="light" disabled={!canTest || testing} onClick={() => void runResonanceTest(r.axes)} data-testid={`shaper-run-${r.key}`}>
                {t(`run.${r.key}`)}
              </Button>
            ))}
          </Group>
          {run && (
            <Stack gap={4} data-testid="shaper-progress" data-phase={run.phase}>
              <Text size="sm">{t(`phase.${run.phase}`, { axis: run.axis.toUpperCase(), percent: formatPercent(run.progress * 100) })}</Text>
              {/* No width transition: each update paints once, not for a tenth of a second of frames. */}
              <Progress value={run.progress * 100} animated={run.phase !== 'testing'} transitionDuration={0} />
            </Stack>
          )}
          {measured.map((a) => (
            <AxisResult key={a} axis={a} result={results[a]!} />
          ))}
          {measured.length > 0 && <ShaperActions sectionMissing={lacking.includes('input_shaper')} />}
          <ShaperHistory />
        </Stack>
      )}
    </Card>
  )
}
