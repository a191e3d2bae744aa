import { Alert, Grid, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { usePrinter } from '../../state/printer-fields'
import { useKlippyReady } from '../../state/printer-selectors'
import { BedMeshCard } from './BedMeshCard'
import { EndstopsCard } from './EndstopsCard'
import { MeshCompareCard } from './MeshCompareCard'
import { MeshControlsCard } from './MeshControlsCard'
import { RunoutSensorsCard, useRunoutSensorNames } from './RunoutSensorsCard'
import { ScrewsTiltCard } from './ScrewsTiltCard'
import { useBedMeshSupported } from './use-bed-mesh'
import { lazy } from '../../ui/lazy'

const InputShaperCard = lazy(() => import('./input-shaper/InputShaperCard'))

/** Tune: bed mesh chart and controls, endstops, runout sensors and screw adjustment. */
export default function TunePage() {
  const { t } = useTranslation('tune')
  const ready = useKlippyReady()
  const meshSupported = useBedMeshSupported()
  const sensors = useRunoutSensorNames()
  const hasEndstops = usePrinter((p) => p.object('query_endstops') !== undefined)
  const wide = useMediaQuery('(min-width: 62em)') ?? true
  const hasScrewsTilt = usePrinter((p) => p.config('screws_tilt_adjust') !== undefined)
  const side = (
    <Stack gap="md">
      {hasEndstops && <EndstopsCard />}
      {sensors.length > 0 && <RunoutSensorsCard names={sensors} />}
      {hasScrewsTilt && <ScrewsTiltCard />}
    </Stack>
  )
  const shaper = (
    <Suspense fallback={null}>
      <InputShaperCard />
    </Suspense>
  )
  if (!ready) {
    return <Alert color="gray">{t('notReady')}</Alert>
  }
  if (!meshSupported) {
    return (
      <Stack gap="md" data-testid="tune-page">
        <Alert color="gray">{t('notSupported')}</Alert>
        {side}
        {shaper}
      </Stack>
    )
  }
  return (
    <Stack gap="md" data-testid="tune-page">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <BedMeshCard />
            {wide && <MeshCompareCard />}
          </Stack>
        </Grid.Col>
        {/* Beside the chart on desktop; on a phone the controls come right under it and the comparison last. */}
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <MeshControlsCard />
            {side}
            {!wide && <MeshCompareCard />}
          </Stack>
        </Grid.Col>
      </Grid>
      {shaper}
    </Stack>
  )
}
