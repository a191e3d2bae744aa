import { Group, Stack, Switch, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PowerDevice } from '../../moonraker/types'
import { togglePowerDevice } from '../../state/actions/power'
import { useMachineStore } from '../../state/machine'
import { usePrintInProgress } from '../../state/printer-selectors'
import { getUiSetting } from '../../state/ui-settings'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

/** Power devices: on ↔ off; disabled while init/error, or printing when locked_while_printing. */
export function PowerDevicesList() {
  const { t } = useTranslation()
  const devices = useMachineStore((s) => s.powerDevices)
  const printing = usePrintInProgress()
  const [asking, setAsking] = useState<PowerDevice | null>(null)
  if (devices.length === 0) return null
  const toggle = (d: PowerDevice) => void togglePowerDevice(d)
  return (
    <div>
      <Text size="sm" fw={600} mb="xs">
        {t('tools.power', 'Power devices')}
      </Text>
      <Stack gap={6}>
        {devices.map((d) => (
          <Group key={d.device} justify="space-between">
            <Text size="sm">{d.device}</Text>
            <Switch
              checked={d.status === 'on'}
              aria-label={d.device}
              disabled={d.status === 'error' || d.status === 'init' || (printing && d.locked_while_printing)}
              onChange={() => (getUiSetting<boolean>('general.confirmOnPowerDeviceChange') ? setAsking(d) : toggle(d))}
            />
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={asking?.device ?? ''}
        message={t('app.areYouSure', 'Are you sure?')}
        onConfirm={() => {
          if (asking) toggle(asking)
          setAsking(null)
        }}
        onCancel={() => setAsking(null)}
      />
    </div>
  )
}
