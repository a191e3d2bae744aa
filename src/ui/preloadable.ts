import type { ComponentType, LazyExoticComponent } from 'react'
import { lazy } from './lazy'

export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the component's code ahead of its first render; a failed fetch is retried by that render. */
  preload(): void
}

/** A lazy component whose code can be fetched early (after the first paint), so its first use is instant. */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  return Object.assign(lazy(load), { preload: () => void load().catch(() => undefined) })
}
