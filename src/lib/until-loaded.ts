/**
 * Resolves once `load` succeeds, trying again every `retryMs`: for code a connection failure needs,
 * fetched while the host still answers and awaited again when it is back.
 */
export function untilLoaded<T>(load: () => Promise<T>, retryMs = 3000): Promise<T> {
  return new Promise((resolve) => {
    const attempt = () => void load().then(resolve, () => setTimeout(attempt, retryMs))
    attempt()
  })
}
