import { useCallback, useState } from 'react'
import { emergencyStop } from './actions/klippy'
import { getUiSetting } from './ui-settings'

export { emergencyStop }

/** The emergency stop, asking first only when confirmOnEstop is on (SPEC §4). */
export function useEmergencyStop() {
  const [confirming, setConfirming] = useState(false)
  const request = useCallback(() => {
    if (getUiSetting<boolean>('general.confirmOnEstop')) setConfirming(true)
    else void emergencyStop()
  }, [])
  const confirm = useCallback(() => {
    setConfirming(false)
    void emergencyStop()
  }, [])
  const cancel = useCallback(() => setConfirming(false), [])
  return { request, confirming, confirm, cancel }
}
