import { Suspense, useEffect, useState } from 'react'
import { lazy } from '../ui/lazy'
import { onToast, type Toast } from '../state/toasts'

/** Mantine's notifications (and their portal and transitions) load with the first toast. */
const ToastHost = lazy(() => import('./ToastHost'))

/** Shows the stores' toasts (SPEC: default 1500 ms). */
export function ToastBridge() {
  const [queue, setQueue] = useState<Toast[]>([])
  const [active, setActive] = useState(false)
  useEffect(
    () =>
      onToast((t) => {
        setActive(true)
        setQueue((q) => [...q, t])
      }),
    [],
  )
  if (!active) return null
  return (
    <Suspense fallback={null}>
      <ToastHost queue={queue} onShown={(n) => setQueue((q) => q.slice(n))} />
    </Suspense>
  )
}
