import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `total` blocks a long page mounts so far: none until `start`, then one more after each
 * commit, as a transition. The first block shows at once and a click or a key never waits for the
 * rest (the settings page is thirteen sections of inputs).
 */
export function useStagedCount(total: number, start: boolean): number {
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (!start || count >= total) return
    const timer = window.setTimeout(() => startTransition(() => setCount((c) => c + 1)), 0)
    return () => window.clearTimeout(timer)
  }, [start, count, total])
  return Math.min(count, total)
}
