import { Badge, Group, Stack, Switch, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { PowerDevice } from '../../moonraker/types'
import { useMachineStore } from '../../state/machine'
import { usePrintInProgress } from '../../state/printer-selectors'
import { usePowerSwitch } from './power-toggle'

function DeviceRow({ device, printing }: { device: PowerDevice; printing: boolean }) {
  const { t } = useTranslation('system')
  const power = usePowerSwitch(device)
  const odd = device.status === 'error' || device.status === 'init'
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`power-${device.device}`}>
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <Text size="sm" truncate>
          {device.device}
        </Text>
        {odd && (
          <Badge size="xs" color={device.status === 'error' ? 'red' : 'gray'} variant="light">
            {device.status}
          </Badge>
        )}
        {device.locked_while_printing && printing && (
          <Badge size="xs" color="gray" variant="light">
            {t('power.locked', 'locked')}
          </Badge>
        )}
      </Group>
      <Switch checked={power.on} aria-label={device.device} disabled={!power.allowed} onChange={() => void power.toggle()} />
    </Group>
  )
}

/** Power devices: on ↔ off; disabled while init/error, or printing when locked_while_printing. */
export function PowerDevicesList() {
  const { t } = useTranslation('system')
  const devices = useMachineStore((s) => s.powerDevices)
  const printing = usePrintInProgress()
  if (devices.length === 0) return null
  return (
    <div>
      <Text size="sm" fw={600} mb="xs">
        {t('power.title', 'Power devices')}
      </Text>
      <Stack gap={6}>
        {devices.map((d) => (
          <DeviceRow key={d.device} device={d} printing={printing} />
        ))}
      </Stack>
    </div>
  )
}
