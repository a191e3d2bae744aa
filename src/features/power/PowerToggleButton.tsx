import { ActionIcon } from '@mantine/core'
import { IconPower } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useMachineStore } from '../../state/machine'
import { usePrintInProgress } from '../../state/printer-selectors'
import { useWait } from '../../state/waits'
import { askAndToggle, powerToggleDisabled } from './power-toggle'
import { Tooltip } from '../../ui/tooltip'

/** The app bar's power button for a device (TopNavPowerToggle shows it when one is chosen). */
export default function PowerToggleButton({ name }: { name: string }) {
  const { t } = useTranslation('system')
  const device = useMachineStore((s) => s.powerDevices.find((d) => d.device === name))
  const printing = usePrintInProgress()
  const busy = useWait(`power:${name}`)
  if (!device) return null
  const on = device.status === 'on'
  const label = t('power.toggleLabel', { device: device.device, status: t(`power.status.${device.status}`, { defaultValue: device.status }) })
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={on ? 'light' : 'subtle'}
        color={on ? 'green' : 'gray'}
        size="lg"
        loading={busy}
        disabled={powerToggleDisabled(device, printing)}
        onClick={() => void askAndToggle(device)}
        aria-label={label}
        aria-pressed={on}
        data-testid="topnav-power"
      >
        <IconPower size={20} />
      </ActionIcon>
    </Tooltip>
  )
}
