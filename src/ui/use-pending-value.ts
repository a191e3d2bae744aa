import { useCallback, useEffect, useState } from 'react'

/** How long a sent value is shown without the printer reporting it; a refused command never changes it. */
export const PENDING_TIMEOUT_MS = 3000

/**
 * The value to show for a printer setting the user just changed: what they sent, until the printer
 * reports a new value (status arrives up to a second later) or the timeout passes. The timer belongs
 * to the component, so it ends with it.
 */
export function usePendingValue<T>(reported: T, timeout = PENDING_TIMEOUT_MS): [shown: T, markSent: (value: T) => void] {
  const [pending, setPending] = useState<{ value: T } | null>(null)
  useEffect(() => setPending(null), [reported])
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setPending(null), timeout)
    return () => clearTimeout(timer)
  }, [pending, timeout])
  const markSent = useCallback((value: T) => setPending({ value }), [])
  return [pending ? pending.value : reported, markSent]
}
