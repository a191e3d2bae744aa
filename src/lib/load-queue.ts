/**
 * Calls into a module that is fetched on first use: calls made before it has arrived wait, and run
 * in the order they were made once it has. A failed fetch is tried again at the next call; a call
 * that throws is logged and does not stop the ones after it.
 */
export function loadQueue<M>(load: () => Promise<M>): (call: (module: M) => void) => void {
  let loaded: M | undefined
  let loading = false
  let waiting: ((module: M) => void)[] = []
  const run = (module: M, call: (module: M) => void) => {
    try {
      call(module)
    } catch (error) {
      console.error('A call into a lazily loaded module failed', error)
    }
  }
  const start = () => {
    loading = true
    load().then(
      (module) => {
        loaded = module
        const calls = waiting
        waiting = []
        for (const call of calls) run(module, call)
      },
      () => {
        loading = false
      },
    )
  }
  return (call) => {
    if (loaded !== undefined) return run(loaded, call)
    waiting.push(call)
    if (!loading) start()
  }
}
