import { useCallback, useEffect, useState } from 'react'

/** How long a sent value is shown without the printer reporting it; a refused command never changes it. */
export const PENDING_TIMEOUT_MS = 3000

/**
 * The value to show for a printer setting the user just changed: what they sent, until the printer
 * reports a new value (status arrives up to a second later) or the timeout passes. The timer belongs
 * to the component, so it ends with it.
 *
 * `awaiting` stays true from a send until the printer reports a change, past the timeout: a command
 * queued behind moves may apply later, and until it does the shown value may be an old one, so a
 * control must not take "the same as shown" to mean "nothing to send".
 */
export function usePendingValue<T>(reported: T, timeout = PENDING_TIMEOUT_MS): [shown: T, markSent: (value: T) => void, awaiting: boolean] {
  const [pending, setPending] = useState<{ value: T } | null>(null)
  const [awaiting, setAwaiting] = useState(false)
  useEffect(() => {
    setPending(null)
    setAwaiting(false)
  }, [reported])
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setPending(null), timeout)
    return () => clearTimeout(timer)
  }, [pending, timeout])
  const markSent = useCallback((value: T) => {
    setPending({ value })
    setAwaiting(true)
  }, [])
  return [pending ? pending.value : reported, markSent, awaiting]
}
