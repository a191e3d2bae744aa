import { Group, Select, Stack, Text } from '@mantine/core'
import { IconArrowsDiff } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { meshDifference, type MeshGrid } from '../../lib/bed-mesh/difference'
import type { BedMeshProfile } from '../../moonraker/klipper-types'
import { usePrinter } from '../../state/printer-fields'
import { Card } from '../../ui/Card'
import { MeshChart } from './MeshChart'
import { useMeshProfileNames } from './use-bed-mesh'

function gridOf(profile: BedMeshProfile | undefined): MeshGrid | undefined {
  if (!profile?.points.length) return undefined
  const p = profile.mesh_params
  const n = (k: string) => (typeof p[k] === 'number' ? p[k] : Number(p[k] ?? 0))
  return { matrix: profile.points, min: [n('min_x'), n('min_y')], max: [n('max_x'), n('max_y')] }
}

/** Two stored profiles side by side as one surface: A − B over the area both cover. */
export function MeshCompareCard() {
  const { t } = useTranslation('tune')
  const names = useMeshProfileNames()
  const [a, setA] = useState<string | null>(null)
  const [b, setB] = useState<string | null>(null)
  const nameA = a && names.includes(a) ? a : (names[0] ?? null)
  const nameB = b && names.includes(b) ? b : (names.find((n) => n !== nameA) ?? null)
  const profileA = usePrinter((p) => (nameA ? p.object('bed_mesh')?.profiles[nameA] : undefined))
  const profileB = usePrinter((p) => (nameB ? p.object('bed_mesh')?.profiles[nameB] : undefined))
  const difference = useMemo(() => {
    const ga = gridOf(profileA)
    const gb = gridOf(profileB)
    return ga && gb ? meshDifference(ga, gb) : undefined
  }, [profileA, profileB])
  if (names.length < 2) return null
  return (
    <Card title={t('compare.title')} icon={<IconArrowsDiff size={20} />} testId="mesh-compare-card">
      <Stack gap="sm">
        <Group grow>
          <Select label={t('compare.a')} data={names} value={nameA} onChange={setA} allowDeselect={false} data-testid="compare-a" />
          <Select label={t('compare.b')} data={names} value={nameB} onChange={setB} allowDeselect={false} data-testid="compare-b" />
        </Group>
        <Text size="xs" c="dimmed">
          {t('compare.hint')}
        </Text>
        {difference && <MeshChart matrix={difference.matrix} min={difference.min} max={difference.max} testId="mesh-compare-chart" />}
      </Stack>
    </Card>
  )
}
