/**
 * Resolves once `load` succeeds, trying again every `retryMs`: for code fetched after the first paint
 * that the page must not end up without (the disconnected screen, the confirmation dialog), even when
 * the first fetch fails.
 */
export function untilLoaded<T>(load: () => Promise<T>, retryMs = 3000): Promise<T> {
  return new Promise((resolve) => {
    const attempt = () => void load().then(resolve, () => setTimeout(attempt, retryMs))
    attempt()
  })
}
