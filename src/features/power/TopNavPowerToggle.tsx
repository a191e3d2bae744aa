import { ActionIcon } from '@mantine/core'
import { IconPower } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useMachineStore } from '../../state/machine'
import { usePrintInProgress } from '../../state/printer-selectors'
import { useUiSetting } from '../../state/ui-settings'
import { useWait } from '../../state/waits'
import { askAndToggle, powerToggleDisabled } from './power-toggle'
import { LazyTooltip } from '../../ui/LazyTooltip'

/** The app bar's power button for the device chosen in general.topNavPowerToggle. */
export function TopNavPowerToggle() {
  const { t } = useTranslation('system')
  const name = useUiSetting<string | null>('general.topNavPowerToggle')
  const device = useMachineStore((s) => (name ? s.powerDevices.find((d) => d.device === name) : undefined))
  const printing = usePrintInProgress()
  const busy = useWait(`power:${name ?? ''}`)
  if (!device) return null
  const on = device.status === 'on'
  const label = t('power.toggleLabel', { device: device.device, status: t(`power.status.${device.status}`, { defaultValue: device.status }) })
  return (
    <LazyTooltip label={label}>
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
    </LazyTooltip>
  )
}
