import i18n from '../i18n'
import { confirm } from '../ui/confirm'
import { emergencyStop } from './actions/klippy'
import { getUiSetting } from './settings/settings'

export { emergencyStop }

/** The emergency stop, asking first only when confirmOnEstop is on (SPEC §4). */
export async function requestEmergencyStop(): Promise<void> {
  if (getUiSetting('general.confirmOnEstop')) {
    const sure = await confirm({ title: i18n.t('estop.label', 'Emergency stop'), message: i18n.t('app.areYouSure', 'Are you sure?'), danger: true })
    if (!sure) return
  }
  await emergencyStop()
}
