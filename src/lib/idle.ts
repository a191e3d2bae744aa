/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms), for work the first paint
 * must not wait for. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 200)
    return () => clearTimeout(timer)
  }
  const idle = requestIdleCallback(task, { timeout })
  return () => cancelIdleCallback(idle)
}
