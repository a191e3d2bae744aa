import { Box, Center, Group, Loader, SegmentedControl, Slider, Stack, Switch, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { meshGradientCss } from '../../lib/bed-mesh/colors'
import { colorRange, meshStats, zAxisRange } from '../../lib/bed-mesh/stats'
import { setBedMeshView, useBedMeshView } from '../../state/bed-mesh-view'
import { MeshHeatmap } from './MeshHeatmap'
import { MeshStatsRow } from './MeshStats'
import { formatNumber } from '../../lib/format'
import { lazy } from '../../ui/lazy'

// three.js comes with this chunk, fetched only when a 3D chart first shows on /tune.
const MeshSurface3D = lazy(() => import('./MeshSurface3D'))

interface Props {
  matrix: number[][]
  min: [number, number]
  max: [number, number]
  testId: string
}

/** A mesh as a 3D surface or a heat map, with its colour legend, view options and figures. */
export function MeshChart({ matrix, min, max, testId }: Props) {
  const { t } = useTranslation('tune')
  const view = useBedMeshView()
  const phone = useMediaQuery('(max-width: 48em)')
  const stats = useMemo(() => meshStats(matrix), [matrix])
  const zRange = useMemo(() => zAxisRange(stats), [stats])
  const colors = useMemo(() => colorRange(stats, view.scale), [stats, view.scale])
  if (!stats) return null
  return (
    <Stack gap="sm" data-testid={testId}>
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          size="xs"
          value={view.view}
          onChange={(v) => setBedMeshView({ view: v === 'heatmap' ? 'heatmap' : '3d' })}
          data={[
            { value: '3d', label: t('chart.view3d') },
            { value: 'heatmap', label: t('chart.viewHeatmap') },
          ]}
        />
        {view.view === '3d' && (
          <>
            <Switch size="xs" label={t('chart.wireframe')} checked={view.wireframe} onChange={(e) => setBedMeshView({ wireframe: e.currentTarget.checked })} />
            <Switch size="xs" label={t('chart.flat')} checked={view.flatSurface} onChange={(e) => setBedMeshView({ flatSurface: e.currentTarget.checked })} />
          </>
        )}
      </Group>
      <Group align="stretch" gap="xs" wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }}>
          {view.view === '3d' ? (
            <Suspense
              fallback={
                <Center h={phone ? 300 : 420}>
                  <Loader size="sm" />
                </Center>
              }
            >
              <MeshSurface3D
                height={phone ? 300 : 420}
                matrix={matrix}
                min={min}
                max={max}
                zRange={zRange}
                colorRange={colors}
                boxScale={view.boxScale}
                wireframe={view.wireframe}
                flat={view.flatSurface}
              />
            </Suspense>
          ) : (
            <MeshHeatmap matrix={matrix} min={min} max={max} colorRange={colors} testId={`${testId}-heatmap`} />
          )}
        </Box>
        <Stack gap={2} align="center" justify="space-between" style={{ width: 44 }} aria-label={t('chart.legend')}>
          <Text size="xs" ff="monospace">
            {formatNumber(colors[1], 2)}
          </Text>
          <div style={{ flex: 1, width: 10, minHeight: 120, borderRadius: 4, background: meshGradientCss() }} />
          <Text size="xs" ff="monospace">
            {formatNumber(colors[0], 2)}
          </Text>
        </Stack>
      </Group>
      <MeshStatsRow stats={stats} testId={`${testId}-stats`} />
      <Group grow align="flex-start" gap="lg">
        <Stack gap={4}>
          <Text size="xs">
            {t('chart.scale')}: {formatNumber(view.scale, 2)}
          </Text>
          <Slider size="sm" min={0} max={0.2} step={0.01} value={view.scale} onChange={(v) => setBedMeshView({ scale: v })} label={(v) => formatNumber(v, 2)} aria-label={t('chart.scale')} />
        </Stack>
        {view.view === '3d' && (
          <Stack gap={4}>
            <Text size="xs">
              {t('chart.boxScale')}: {formatNumber(view.boxScale, 1)}
            </Text>
            <Slider size="sm" min={1} max={2} step={0.5} value={view.boxScale} onChange={(v) => setBedMeshView({ boxScale: v })} aria-label={t('chart.boxScale')} />
          </Stack>
        )}
      </Group>
    </Stack>
  )
}
