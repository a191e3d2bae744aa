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

/**
 * Runs `task` right after the browser has drawn its next frame (a timer set in an animation frame
 * runs after that frame). Returns a cancel function.
 */
export function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/** Runs `task` when the browser is idle after the page's load event (and `delay` ms more): background work. */
export function afterLoad(task: () => void, delay = 0, timeout = 3000): void {
  const later = () => window.setTimeout(() => whenIdle(task, timeout), delay)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}
