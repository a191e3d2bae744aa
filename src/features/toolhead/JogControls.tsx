import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconHome } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Axis } from '../../lib/gcode/motion'
import { homeAxes, jogAxis } from '../../state/actions/motion'
import { useHomedAxes } from '../../state/printer-selectors'
import { useUiSetting } from '../../state/settings/settings'
import { useAllowed } from '../../state/use-allowed'
import { useWait } from '../../state/waits'
import { homeButtonAxes, jogDistance } from './position'
import { useKinematics } from './use-toolhead'
import { formatNumberUpTo } from '../../lib/format'
import { SegmentedChoice } from '../../ui/SegmentedChoice'

const AXES: Axis[] = ['X', 'Y', 'Z']

function HomeButtons() {
  const { t } = useTranslation('dashboard')
  const allowed = useAllowed(homeAxes.allowed)
  const homing = useWait('home')
  const homed = useHomedAxes()
  const axes = homeButtonAxes(useKinematics())
  const run = (which: string) => void homeAxes(which)
  const color = (axes: string) => (axes.split('').every((a) => homed.includes(a.toLowerCase())) ? 'brand' : 'orange')
  return (
    <Group gap={6}>
      <Button size="compact-sm" leftSection={<IconHome size={16} />} color={color('XYZ')} disabled={!allowed} loading={homing} onClick={() => run('')}>
        {t('toolhead.homeAll')}
      </Button>
      {axes.map((axis) => (
          <Button key={axis} size="compact-sm" variant="light" color={color(axis)} disabled={!allowed} onClick={() => run(axis)} aria-label={t('toolhead.homeAxis', { axis })}>
            {axis}
          </Button>
      ))}
    </Group>
  )
}

const AXIS_KEY = { X: 'x', Y: 'y', Z: 'z' } as const

/** − and + of one axis, enabled while it may move (homed, and the printer not printing). */
function AxisJog({ axis, distance, speed, inverted }: { axis: Axis; distance: number; speed: number; inverted: boolean }) {
  const { t } = useTranslation('dashboard')
  const allowed = useAllowed(jogAxis.allowed, axis, distance, speed)
  const move = (direction: 1 | -1) => void jogAxis(axis, jogDistance(distance, direction, inverted), speed)
  const shown = formatNumberUpTo(distance, 4)
  return (
    <Stack gap={4} align="stretch">
      <Text size="xs" c="dimmed" ta="center">
        {axis}
      </Text>
      <Group gap={4} grow wrap="nowrap">
        <Button size="compact-sm" variant="default" disabled={!allowed} onClick={() => move(-1)} aria-label={t('toolhead.jogMinus', { axis, distance: shown })}>
          −
        </Button>
        <Button size="compact-sm" variant="default" disabled={!allowed} onClick={() => move(1)} aria-label={t('toolhead.jogPlus', { axis, distance: shown })}>
          +
        </Button>
      </Group>
    </Stack>
  )
}

/** Jog buttons per axis with the distance picked from the configured list. */
export function JogControls() {
  const { t } = useTranslation('dashboard')
  const distances = useUiSetting('general.toolheadMoveDistances')
  const defaultLength = useUiSetting('general.defaultToolheadMoveLength')
  const xySpeed = useUiSetting('general.defaultToolheadXYSpeed')
  const zSpeed = useUiSetting('general.defaultToolheadZSpeed')
  const axisSettings = useUiSetting('general.axis')
  const [distance, setDistance] = useState(String(defaultLength))

  useEffect(() => {
    if (!distances.map(String).includes(distance)) setDistance(String(distances.includes(defaultLength) ? defaultLength : distances[0]))
  }, [distances, defaultLength, distance])

  return (
    <Stack gap="xs">
      <HomeButtons />
      <SegmentedChoice value={distance} onChange={setDistance} data={distances.map((d) => ({ value: String(d), label: formatNumberUpTo(d, 4) }))} label={t('toolhead.distance')} />
      <SimpleGrid cols={3} spacing="xs">
        {AXES.map((axis) => (
          <AxisJog key={axis} axis={axis} distance={Number(distance)} speed={axis === 'Z' ? zSpeed : xySpeed} inverted={axisSettings[AXIS_KEY[axis]].inverted} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
