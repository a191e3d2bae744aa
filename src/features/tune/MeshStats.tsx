import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatMeshValue, type MeshStats } from '../../lib/bed-mesh/stats'

/** Range, min, max, mean and standard deviation of a mesh, 4 decimals (SPEC §9). */
export function MeshStatsRow({ stats, testId = 'mesh-stats' }: { stats: MeshStats; testId?: string }) {
  const { t } = useTranslation('tune')
  const items: [string, string, number][] = [
    ['range', t('stats.range'), stats.range],
    ['min', t('stats.min'), stats.min],
    ['max', t('stats.max'), stats.max],
    ['mean', t('stats.mean'), stats.mean],
    ['stdDev', t('stats.stdDev'), stats.stdDev],
  ]
  return (
    <Group gap="lg" data-testid={testId}>
      {items.map(([key, label, value]) => (
        <Stack key={key} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" ff="monospace" fw={600} data-testid={`${testId}-${key}`}>
            {formatMeshValue(value)}
          </Text>
        </Stack>
      ))}
    </Group>
  )
}
