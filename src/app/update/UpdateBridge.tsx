import { Suspense, useEffect, useState } from 'react'
import { lazy } from '../../ui/lazy'
import { isUpdateWaiting, onUpdateWaiting } from './service-worker'

/** The banner's code loads only when a new version is waiting. */
const UpdateBanner = lazy(() => import('./UpdateBanner'))

/** "A new version is available — reload": a new deployment never swaps code under the user. */
export function UpdateBridge() {
  const [waiting, setWaiting] = useState(isUpdateWaiting)
  useEffect(() => onUpdateWaiting(() => setWaiting(true)), [])
  if (!waiting) return null
  return (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  )
}
