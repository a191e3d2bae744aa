import { create } from 'zustand'
import i18n from '../i18n'
import { confirm } from '../ui/confirm'
import { emergencyStop } from './actions/klippy'
import { useSessionStore } from './session'
import { getUiSetting } from './settings/settings'

export { emergencyStop }

/** An emergency stop was asked for without a connection to the printer, so nothing was sent: for the shell to say so. */
export const useEstopNotSent = create<{ notSent: boolean }>(() => ({ notSent: false }))

/**
 * Without the printer's socket nothing can be sent, and nothing is kept to send later (a stop that
 * arrives minutes late surprises more than it helps): the user is told at once.
 */
function sendable(): boolean {
  if (useSessionStore.getState().socket.phase === 'open') return true
  useEstopNotSent.setState({ notSent: true })
  return false
}

/** The emergency stop, asking first only when confirmOnEstop is on (SPEC §4). */
export async function requestEmergencyStop(): Promise<void> {
  if (!sendable()) return
  if (getUiSetting('general.confirmOnEstop')) {
    const sure = await confirm({ title: i18n.t('estop.label', 'Emergency stop'), message: i18n.t('app.areYouSure', 'Are you sure?'), danger: true })
    if (!sure || !sendable()) return
  }
  await emergencyStop()
}
