import { untilLoaded } from './until-loaded'

/**
 * Calls into a module that is fetched on first use: calls made before it has arrived wait, and run
 * in the order they were made once it has. A failed fetch is tried again every `retryMs`; a call
 * that throws is logged and does not stop the ones after it.
 */
export function loadQueue<M>(load: () => Promise<M>, retryMs?: number): (call: (module: M) => void) => void {
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
  return (call) => {
    if (loaded !== undefined) return run(loaded, call)
    waiting.push(call)
    if (loading) return
    loading = true
    void untilLoaded(load, retryMs).then((module) => {
      loaded = module
      const calls = waiting
      waiting = []
      for (const c of calls) run(module, c)
    })
  }
}
