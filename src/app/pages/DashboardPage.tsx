import { lazy, Suspense, useRef } from 'react'
import DashboardLayout from '../../features/dashboard/DashboardLayout'
import { useServerStore } from '../../state/server'
import { DASHBOARD_CARDS } from '../dashboard-cards'

/** Its code comes only when Klipper is found disconnected, from a host that answers then. */
const KlippyRedirect = lazy(() => import('../KlippyRedirect'))

export default function DashboardPage() {
  // The first state of Klipper this visit learns decides (KlippyRedirect); later ones happen under the user's eyes.
  const klippy = useServerStore((s) => s.klippyState)
  const arrivedTo = useRef(klippy)
  if (arrivedTo.current === 'unknown') arrivedTo.current = klippy
  return (
    <>
      {arrivedTo.current === 'disconnected' && (
        <Suspense fallback={null}>
          <KlippyRedirect />
        </Suspense>
      )}
      <DashboardLayout cards={DASHBOARD_CARDS} />
    </>
  )
}
