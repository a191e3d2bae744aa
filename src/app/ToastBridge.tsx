import { Suspense, useEffect, useState } from 'react'
import i18n from '../i18n'
import { onToast, showToast, type Toast } from '../state/toasts'
import { lazy } from '../ui/lazy'
import { onNotApplied } from '../ui/not-applied'

/** Mantine's notifications (and their portal and transitions) load with the first toast. */
const ToastHost = lazy(() => import('./ToastHost'))

/** Long enough to read which control the printer left as it was. */
const NOT_APPLIED_MS = 5000

/** Shows the stores' toasts (SPEC: default 1500 ms), and a control's value the printer did not apply. */
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
  useEffect(
    () =>
      onNotApplied(({ label, value }) =>
        showToast({ type: 'warning', timeout: NOT_APPLIED_MS, message: i18n.t('app.notApplied', '{{label}}: the printer did not apply {{value}}', { label, value }) }),
      ),
    [],
  )
  if (!active) return null
  return (
    <Suspense fallback={null}>
      <ToastHost queue={queue} onShown={(n) => setQueue((q) => q.slice(n))} />
    </Suspense>
  )
}
