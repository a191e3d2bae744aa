import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconHome } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { home, jog, type Axis } from '../../lib/gcode/motion'
import { sendGcode } from '../../state/actions/gcode'
import { useHomedAxes } from '../../state/printer-selectors'
import { useUiSetting } from '../../state/settings/settings'
import { useWait } from '../../state/waits'
import { homeButtonAxes, jogDistance } from './position'
import { useKinematics, useMotionAllowed } from './use-toolhead'
import { formatNumberUpTo } from '../../lib/format'

const AXES: Axis[] = ['X', 'Y', 'Z']

function HomeButtons() {
  const { t } = useTranslation('dashboard')
  const allowed = useMotionAllowed()
  const homing = useWait('home')
  const homed = useHomedAxes()
  const axes = homeButtonAxes(useKinematics())
  const run = (which: string) => void sendGcode(home(which), 'home')
  const color = (axes: string) => (axes.split('').every((a) => homed.includes(a.toLowerCase())) ? 'brand' : 'orange')
  return (
    <Group gap={6}>
      <Button size="compact-sm" leftSection={<IconHome size={16} />} color={color('XYZ')} disabled={!allowed} loading={homing} onClick={() => run('')}>
        {t('toolhead.homeAll')}
      </Button>
      {axes.map((axis) => (
          <Button key={axis} size="compact-sm" variant="light" color={color(axis)} disabled={!allowed || homing} onClick={() => run(axis)} aria-label={t('toolhead.homeAxis', { axis })}>
            {axis}
          </Button>
      ))}
    </Group>
  )
}


const AXIS_KEY = { X: 'x', Y: 'y', Z: 'z' } as const
/** Jog buttons per axis with the distance picked from the configured list. */
export function JogControls() {
  const { t } = useTranslation('dashboard')
  const allowed = useMotionAllowed()
  const homed = useHomedAxes()
  const distances = useUiSetting('general.toolheadMoveDistances')
  const defaultLength = useUiSetting('general.defaultToolheadMoveLength')
  const xySpeed = useUiSetting('general.defaultToolheadXYSpeed')
  const zSpeed = useUiSetting('general.defaultToolheadZSpeed')
  const axisSettings = useUiSetting('general.axis')
  const [distance, setDistance] = useState(String(defaultLength))

  useEffect(() => {
    if (!distances.map(String).includes(distance)) setDistance(String(distances.includes(defaultLength) ? defaultLength : distances[0]))
  }, [distances, defaultLength, distance])

  const move = (axis: Axis, direction: 1 | -1) => {
    const inverted = axisSettings[AXIS_KEY[axis]].inverted
    void sendGcode(jog(axis, jogDistance(Number(distance), direction, inverted), axis === 'Z' ? zSpeed : xySpeed))
  }

  return (
    <Stack gap="xs">
      <HomeButtons />
      <SegmentedControl
        size="xs"
        fullWidth
        value={distance}
        onChange={setDistance}
        data={distances.map((d) => ({ value: String(d), label: formatNumberUpTo(d, 4) }))}
        aria-label={t('toolhead.distance')}
      />
      <SimpleGrid cols={3} spacing="xs">
        {AXES.map((axis) => {
          const disabled = !allowed || !homed.includes(axis.toLowerCase())
          return (
            <Stack key={axis} gap={4} align="stretch">
              <Text size="xs" c="dimmed" ta="center">
                {axis}
              </Text>
              <Group gap={4} grow wrap="nowrap">
                <Button size="compact-sm" variant="default" disabled={disabled} onClick={() => move(axis, -1)} aria-label={t('toolhead.jogMinus', { axis, distance: formatNumberUpTo(Number(distance), 4) })}>
                  −
                </Button>
                <Button size="compact-sm" variant="default" disabled={disabled} onClick={() => move(axis, 1)} aria-label={t('toolhead.jogPlus', { axis, distance: formatNumberUpTo(Number(distance), 4) })}>
                  +
                </Button>
              </Group>
            </Stack>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
