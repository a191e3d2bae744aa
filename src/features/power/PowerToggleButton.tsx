import { ActionIcon } from '@mantine/core'
import { IconPower } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { PowerDevice } from '../../moonraker/types'
import { useMachineStore } from '../../state/machine'
import { usePowerSwitch } from './power-toggle'
import { Tooltip } from '../../ui/tooltip'

/** The app bar's power button for a device (TopNavPowerToggle shows it when one is chosen). */
export default function PowerToggleButton({ name }: { name: string }) {
  const device = useMachineStore((s) => s.powerDevices.find((d) => d.device === name))
  return device ? <DeviceButton device={device} /> : null
}

/** On is green; a click switches it the other way at once, as the tools drawer's switch does. */
function DeviceButton({ device }: { device: PowerDevice }) {
  const { t } = useTranslation('system')
  const { on, pending, allowed, toggle } = usePowerSwitch(device)
  const status = pending ? (on ? 'on' : 'off') : device.status
  const label = t('power.toggleLabel', { device: device.device, status: t(`power.status.${status}`, { defaultValue: status }) })
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={on ? 'light' : 'subtle'}
        color={on ? 'green' : 'gray'}
        size="lg"
        disabled={!allowed}
        onClick={() => void toggle()}
        aria-label={label}
        aria-pressed={on}
        data-testid="topnav-power"
      >
        <IconPower size={20} />
      </ActionIcon>
    </Tooltip>
  )
}
