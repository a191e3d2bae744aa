import { lazy, Suspense } from 'react'
import { useUiSetting } from '../../state/settings/settings'

/** The button and the power devices' state load only when a device is chosen for the app bar. */
const PowerToggleButton = lazy(() => import('./PowerToggleButton'))

/** The app bar's power button for the device chosen in general.topNavPowerToggle. */
export function TopNavPowerToggle() {
  const name = useUiSetting('general.topNavPowerToggle')
  if (!name) return null
  return (
    <Suspense fallback={null}>
      <PowerToggleButton name={name} />
    </Suspense>
  )
}
