import { lazy, Suspense, useRef } from 'react'
import DashboardLayout from '../../features/dashboard/DashboardLayout'
import { useServerStore } from '../../state/server'
import { useUiSetting } from '../../state/settings/settings'
import { DASHBOARD_CARDS } from '../dashboard-cards'

/** Its code comes only when Klipper is found disconnected, from a host that answers then. */
const KlippyRedirect = lazy(() => import('../KlippyRedirect'))
/** Its code comes only for a printer whose queue waits for a bed check between jobs. */
const BedCheckPrompt = lazy(() => import('../../features/files/queue/BedCheckPrompt'))
/** Its code comes only for a printer with maintenance reminders; it shows nothing unless one is due. */
const MaintenanceDue = lazy(() => import('../../features/maintenance/MaintenanceDue'))

export default function DashboardPage() {
  // The first state of Klipper this visit learns decides (KlippyRedirect); later ones happen under the user's eyes.
  const klippy = useServerStore((s) => s.klippyState)
  const arrivedTo = useRef(klippy)
  if (arrivedTo.current === 'unknown') arrivedTo.current = klippy
  const bedCheck = useUiSetting('queue.bedCheck')
  const reminders = useUiSetting('maintenance.reminders').length > 0
  return (
    <>
      {arrivedTo.current === 'disconnected' && (
        <Suspense fallback={null}>
          <KlippyRedirect />
        </Suspense>
      )}
      {bedCheck && (
        <Suspense fallback={null}>
          <BedCheckPrompt />
        </Suspense>
      )}
      {reminders && (
        <Suspense fallback={null}>
          <MaintenanceDue />
        </Suspense>
      )}
      <DashboardLayout cards={DASHBOARD_CARDS} />
    </>
  )
}
