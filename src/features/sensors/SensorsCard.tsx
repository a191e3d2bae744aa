import { Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconGauge } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumberUpTo } from '../../lib/format'
import type { SensorInfo } from '../../moonraker/types'
import { reportError } from '../../state/errors'
import { loadSensors, unitsOf, useSensorsStore } from '../../state/sensors'
import { Card } from '../../ui/Card'
import { SensorChart } from './SensorChart'

/** The parameters a sensor reports, in its config's order, then any others it sent. */
function parametersOf(sensor: SensorInfo): string[] {
  const named = (sensor.parameter_info ?? []).map((p) => p.name)
  return [...named, ...Object.keys(sensor.values).filter((k) => !named.includes(k))]
}

function SensorReadings({ sensor }: { sensor: SensorInfo }) {
  const { t } = useTranslation('dashboard')
  const params = parametersOf(sensor)
  const [charted, setCharted] = useState(params[0] ?? '')
  const label = (p: string) => t(`sensors.parameter.${p}`, { defaultValue: p })
  return (
    <Stack gap="xs" data-testid={`sensor-${sensor.id}`}>
      <Text fw={600} size="sm">
        {sensor.friendly_name}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        {params.map((p) => {
          const v = sensor.values[p]
          const units = unitsOf(sensor, p)
          return (
            <Stack key={p} gap={0} data-testid={`sensor-value-${p}`}>
              <Text size="xs" c="dimmed">
                {label(p)}
              </Text>
              <Text fw={600} data-testid="sensor-reading">
                {typeof v === 'number' ? `${formatNumberUpTo(v, p === 'energy' ? 4 : 2)}${units ? ` ${units}` : ''}` : '–'}
              </Text>
            </Stack>
          )
        })}
      </SimpleGrid>
      {params.length > 1 && (
        <Group justify="flex-end">
          <SegmentedControl size="xs" data-testid="sensor-chart-parameter" value={charted} onChange={setCharted} data={params.map((p) => ({ value: p, label: label(p) }))} aria-label={t('sensors.chartOf')} />
        </Group>
      )}
      {charted && <SensorChart id={sensor.id} parameter={charted} units={unitsOf(sensor, charted)} label={`${sensor.friendly_name}: ${label(charted)}`} />}
    </Stack>
  )
}

/** Moonraker's [sensor] devices (a mains power meter, say): each one's values and their recent history. */
export default function SensorsCard() {
  const { t } = useTranslation('dashboard')
  const sensors = useSensorsStore((s) => s.sensors)
  const loaded = useSensorsStore((s) => s.loaded)
  useEffect(() => {
    loadSensors().catch(reportError)
  }, [])
  const list = Object.values(sensors)
  return (
    <Card title={t('sensors.title')} icon={<IconGauge size={20} />} testId="sensors-card">
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {loaded ? t('sensors.none') : t('sensors.loading')}
        </Text>
      ) : (
        <Stack gap="lg">
          {list.map((s) => (
            <SensorReadings key={s.id} sensor={s} />
          ))}
        </Stack>
      )}
    </Card>
  )
}
