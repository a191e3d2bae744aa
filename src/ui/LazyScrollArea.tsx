import { lazy, Suspense, type ReactNode } from 'react'

const ScrollAreaPart = lazy(() => import('./ScrollAreaPart'))

/**
 * Mantine's ScrollArea for a part of the first paint: its code (and the positioning library it pulls
 * in) arrives after that paint. Until then the same boxes (a clipping root and a viewport that
 * scrolls without a native scrollbar) hold the content, so nothing moves when it arrives.
 */
export function LazyScrollArea({ children }: { children: ReactNode }) {
  const plain = (
    <div style={{ position: 'relative', overflow: 'hidden' }}>
      <div style={{ width: '100%', height: '100%', overflowY: 'auto', scrollbarWidth: 'none' }}>{children}</div>
    </div>
  )
  return (
    <Suspense fallback={plain}>
      <ScrollAreaPart>{children}</ScrollAreaPart>
    </Suspense>
  )
}
