import { cloneElement, lazy, Suspense, useState, type ReactElement, type ReactNode, type Ref } from 'react'

const TargetTooltip = lazy(() => import('./TargetTooltip'))

/**
 * A hover label for a control of the first paint: the control renders at once, the tooltip (and the
 * positioning code behind it) attaches to it when its code has arrived, without re-mounting the control.
 */
export function LazyTooltip({ label, children }: { label: ReactNode; children: ReactElement<{ ref?: Ref<HTMLElement> }> }) {
  const [target, setTarget] = useState<HTMLElement | null>(null)
  return (
    <>
      {cloneElement(children, { ref: setTarget })}
      {target && (
        <Suspense fallback={null}>
          <TargetTooltip label={label} target={target} />
        </Suspense>
      )}
    </>
  )
}
