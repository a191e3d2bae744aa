import { Alert, Button } from '@mantine/core'
import { IconPlugOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useMachineStore } from '../../state/machine'
import { useWait } from '../../state/waits'
import { askAndSwitch } from './power-toggle'

/** True when the printer's own power device (bound to Klipper) is off: the printer is off, not broken. */
export function usePrinterPoweredOff(): boolean {
  return useMachineStore((s) => s.powerDevices.some((d) => d.device === s.printerPowerDevice && d.status === 'off'))
}

/** 'The printer is powered off' with a button to switch it on. */
export function PrinterPowerNotice() {
  const { t } = useTranslation()
  const device = useMachineStore((s) => s.powerDevices.find((d) => d.device === s.printerPowerDevice))
  const busy = useWait(`power:${device?.device ?? ''}`)
  if (!device || device.status !== 'off') return null
  return (
    <Alert color="gray" icon={<IconPlugOff size={18} />} title={t('host.printerOff', 'The printer is powered off')} data-testid="printer-powered-off">
      <Button size="compact-sm" mt="xs" loading={busy} onClick={() => void askAndSwitch(device, true)}>
        {t('host.powerOn', 'Power on {{device}}', { device: device.device })}
      </Button>
    </Alert>
  )
}
