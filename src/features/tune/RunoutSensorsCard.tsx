import { Alert, Badge, Group, Stack, Switch } from '@mantine/core'
import { IconRoute } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { setFilamentSensorEnabled } from '../../state/actions/bed-mesh'
import { setPrinterValue } from '../../state/actions/printer-values'
import { useObjectNames, usePrinterField, usePrinterList } from '../../state/printer-fields'
import { usePrintState } from '../../state/printer-selectors'
import { useAllowed } from '../../state/use-allowed'
import { Card } from '../../ui/Card'
import { useOnOff } from '../../ui/use-on-off'
import { usePendingValue } from '../../ui/use-pending-value'

const shortName = (name: string) => name.replace(/^filament_(switch|motion)_sensor\s+/, '')

export const isRunoutSensor = (name: string) => /^filament_(switch|motion)_sensor\s/.test(name)

function SensorRow({ name }: { name: string }) {
  const { t } = useTranslation('tune')
  const allowed = useAllowed(setPrinterValue.allowed)
  const onOff = useOnOff()
  const label = shortName(name)
  // The user's last switch shows at once; a second one before the printer answers is sent as well.
  const { shown: enabled, send } = usePendingValue(usePrinterField(name, 'enabled') ?? false, { label, format: onOff })
  const detected = usePrinterField(name, 'filament_detected') ?? false
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="runout-sensor" data-sensor={label}>
      <Switch
        label={label}
        checked={enabled}
        disabled={!allowed}
        onChange={(e) => {
          const on = e.currentTarget.checked
          send(on, () => setFilamentSensorEnabled(name, on))
        }}
        data-testid="runout-sensor-enable"
      />
      <Badge color={!enabled ? 'gray' : detected ? 'green' : 'red'} variant="light" data-testid="runout-sensor-state" data-enabled={enabled}>
        {detected ? t('runout.detected') : t('runout.empty')}
      </Badge>
    </Group>
  )
}

/** Filament switch and motion sensors: filament seen or not, and an enable switch each. */
export function RunoutSensorsCard({ names }: { names: string[] }) {
  const { t } = useTranslation('tune')
  const paused = usePrintState() === 'paused'
  // An enabled sensor without filament while the print is paused is why it paused (pause_on_runout).
  const empty = usePrinterList((p) => names.filter((n) => p.object(n)?.enabled && p.object(n)?.filament_detected === false).map(shortName))
  return (
    <Card title={t('runout.title')} icon={<IconRoute size={20} />} testId="runout-card">
      <Stack gap="xs">
        {paused && empty.length > 0 && (
          <Alert color="orange" py={6} data-testid="runout-paused">
            {t('runout.paused', { name: empty.join(', ') })}
          </Alert>
        )}
        {names.map((n) => (
          <SensorRow key={n} name={n} />
        ))}
      </Stack>
    </Card>
  )
}

export function useRunoutSensorNames(): string[] {
  return useObjectNames(isRunoutSensor)
}
