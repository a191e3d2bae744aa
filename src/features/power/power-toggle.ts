import type { PowerDevice } from '../../moonraker/types'
import { switchPowerDevice } from '../../state/actions/power'
import { getUiSetting } from '../../state/settings/settings'
import { useAllowed } from '../../state/use-allowed'
import { confirm } from '../../ui/confirm'
import { useOnOff } from '../../ui/use-on-off'
import { usePendingValue } from '../../ui/use-pending-value'
import i18n from '../../i18n'

/** Asks first when confirmOnPowerDeviceChange is on; true to go ahead. */
async function confirmSwitch(device: PowerDevice, on: boolean): Promise<boolean> {
  if (!getUiSetting('general.confirmOnPowerDeviceChange')) return true
  return confirm({
    title: on ? i18n.t('host.confirmPowerOn', { device: device.device }) : i18n.t('host.confirmPowerOff', { device: device.device }),
    message: i18n.t('app.areYouSure', 'Are you sure?'),
  })
}

/** Switches a device on or off, asking first when the settings say so. */
export async function askAndSwitch(device: PowerDevice, on: boolean): Promise<void> {
  if (await confirmSwitch(device, on)) await switchPowerDevice(device, on)
}

/**
 * A device's switch: the user's last choice shows at once (once confirmed) until Moonraker reports it,
 * and each choice is sent, so off→on before the device answers ends on.
 */
export function usePowerSwitch(device: PowerDevice): { on: boolean; pending: boolean; allowed: boolean; toggle(): Promise<void> } {
  const onOff = useOnOff()
  const power = usePendingValue(device.status === 'on', { label: device.device, format: onOff })
  const allowed = useAllowed(switchPowerDevice.allowed, device, !power.shown)
  const toggle = async () => {
    const on = !power.shown
    if (await confirmSwitch(device, on)) power.send(on, () => switchPowerDevice(device, on))
  }
  return { on: power.shown, pending: power.pending, allowed, toggle }
}
