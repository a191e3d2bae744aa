import { Suspense } from 'react'
import { useUiSetting } from '../../state/settings/settings'
import { FailureBoundary } from '../../ui/FailureBoundary'
import { lazy } from '../../ui/lazy'

/** The button and the power devices' state load only when a device is chosen for the app bar. */
const PowerToggleButton = lazy(() => import('./PowerToggleButton'))

/** The app bar's power button for the device chosen in general.topNavPowerToggle. */
export function TopNavPowerToggle() {
  const name = useUiSetting('general.topNavPowerToggle')
  if (!name) return null
  return (
    <FailureBoundary name={name} fallback={() => null}>
      <Suspense fallback={null}>
        <PowerToggleButton name={name} />
      </Suspense>
    </FailureBoundary>
  )
}
