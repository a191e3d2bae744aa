import { useServerStore } from './server'

/**
 * The server's components, once server.info has answered. 'socket-open' is raised before that
 * call, so loaders that depend on a component wait here (one short subscription, then gone).
 */
export function whenComponentsKnown(): Promise<string[]> {
  const { info, components } = useServerStore.getState()
  if (info) return Promise.resolve(components)
  return new Promise((resolve) => {
    const stop = useServerStore.subscribe((s) => {
      if (!s.info) return
      stop()
      resolve(s.components)
    })
  })
}
