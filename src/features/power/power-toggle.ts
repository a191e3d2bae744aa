import type { PowerDevice } from '../../moonraker/types'
import { togglePowerDevice } from '../../state/actions/power'
import { getUiSetting } from '../../state/settings/settings'
import { confirm } from '../../ui/confirm'
import i18n from '../../i18n'

/** SPEC §4/§6: no switching while the device is in error or starting, or printing when it is locked. */
export function powerToggleDisabled(device: PowerDevice, printing: boolean): boolean {
  return device.status === 'error' || device.status === 'init' || (printing && device.locked_while_printing)
}

/** Toggles a device, asking first when confirmOnPowerDeviceChange is on. */
export async function askAndToggle(device: PowerDevice): Promise<void> {
  if (getUiSetting('general.confirmOnPowerDeviceChange')) {
    const ok = await confirm({
      title: device.status === 'on' ? i18n.t('host.confirmPowerOff', { device: device.device }) : i18n.t('host.confirmPowerOn', { device: device.device }),
      message: i18n.t('app.areYouSure', 'Are you sure?'),
    })
    if (!ok) return
  }
  await togglePowerDevice(device)
}
