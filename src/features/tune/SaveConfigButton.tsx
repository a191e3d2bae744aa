import { Suspense } from 'react'
import { usePrinter } from '../../state/printer-fields'
import { FailureBoundary } from '../../ui/FailureBoundary'
import { lazy } from '../../ui/lazy'

/** The button, its dialog and the save action load only when Klipper holds changes to save. */
const SaveConfigControls = lazy(() => import('./SaveConfigControls'))

/** The app bar's "Save config and restart", shown while Klipper holds changes for SAVE_CONFIG (configfile.save_config_pending). */
export function SaveConfigButton() {
  const pending = usePrinter((p) => p.object('configfile')?.save_config_pending ?? false)
  if (!pending) return null
  // Should its code be out of reach, the app bar carries on without it (the failure is listed).
  return (
    <FailureBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <SaveConfigControls />
      </Suspense>
    </FailureBoundary>
  )
}
