import { Text } from '@mantine/core'
import { useMemo } from 'react'
import { formatMeshValue, meshStats } from '../../lib/bed-mesh/stats'
import { usePrinter } from '../../state/printer-fields'
import { useLocale } from '../../i18n'

/**
 * A stored profile's variance as the profile list shows it (SPEC §3, 4 decimals): the spread of its
 * probed points, highest minus lowest.
 */
export function ProfileVariance({ name }: { name: string }) {
  const locale = useLocale()
  const points = usePrinter((p) => p.object('bed_mesh')?.profiles[name]?.points)
  const stats = useMemo(() => (points ? meshStats(points) : undefined), [points])
  return (
    <Text size="sm" ff="monospace" data-testid="mesh-profile-variance">
      {stats ? formatMeshValue(stats.range, locale) : '–'}
    </Text>
  )
}
