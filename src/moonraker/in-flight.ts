/**
 * Calls with no parameters that several stores make at the same moment (server.info at socket-open):
 * while one is in flight, a second caller shares its answer instead of asking again. Nothing is kept
 * once it settles, and each printer (`owner`) has its own.
 */
export function shareInFlight<T, O extends object>(owner: () => O, call: () => Promise<T>): () => Promise<T> {
  const pending = new WeakMap<O, Promise<T>>()
  return () => {
    const key = owner()
    const running = pending.get(key)
    if (running) return running
    const promise = call().finally(() => pending.delete(key))
    pending.set(key, promise)
    return promise
  }
}
