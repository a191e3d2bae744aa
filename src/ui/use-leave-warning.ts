import { useEffect } from 'react'

/**
 * While `active`, closing or reloading the tab asks the browser's own question first. `still`
 * re-checks at that moment, for work that may have ended since the last render.
 */
const always = () => true

export function useLeaveWarning(active: boolean, still: () => boolean = always): void {
  useEffect(() => {
    if (!active) return
    const warn = (e: BeforeUnloadEvent) => {
      if (!still()) return
      e.preventDefault()
      // Older browsers ask only when returnValue is set.
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active, still])
}
